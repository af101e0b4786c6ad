import { TextInput, type TextInputProps } from '@mantine/core';

/** A phone number input: left-to-right digits, the phone keyboard on phones, the browser's autofill. */
export function PhoneField(props: TextInputProps) {
  return <TextInput name="phone" type="tel" required autoComplete="tel" inputMode="tel" dir="ltr" {...props} />;
}
