/**
 * A phone number as a left-to-right run in a page of either direction (decision 150): «+966…» keeps its «+» at its
 * start in Arabic. Inside a translated sentence, pass `phoneRun(phone)` (the contract's one rule) as its parameter.
 */
export function PhoneText({ phone }: { phone: string }) {
  return <bdi dir="ltr">{phone}</bdi>;
}
