import type { TLocale } from '@tawzeef/contract';

/** What the hosted page of the test gateway shows (its own words: it plays an outside payment provider). */
const TEXT = {
  ar: {
    title: 'بوابة الدفع التجريبية',
    banner_note: 'لا تُخصم أي أموال حقيقية',
    heading: 'ادفع بالبطاقة',
    amount: 'المبلغ',
    name: 'الاسم على البطاقة',
    number: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء (MM/YY)',
    cvc: 'رمز التحقق (CVC)',
    pay: 'ادفع',
    cards: 'بطاقات الاختبار',
    card_ok: 'تنجح العملية',
    card_declined: 'تُرفض العملية',
    card_rules: 'أي تاريخ انتهاء مستقبلي، وأي رمز تحقق من 3 أرقام.',
    back: 'إلغاء والعودة إلى توظيف',
    other_language: 'English',
    done_paid: 'تم دفع هذه العملية بالفعل.',
    done_failed: 'انتهت هذه العملية دون دفع.',
    continue: 'العودة إلى توظيف',
    not_found: 'عملية الدفع هذه غير موجودة.',
    errors: 'يرجى تصحيح ما يلي:',
    error_name: 'اكتب الاسم كما يظهر على البطاقة.',
    error_number: 'رقم البطاقة غير صالح: استخدم إحدى بطاقات الاختبار أدناه.',
    error_expiry: 'تاريخ الانتهاء يجب أن يكون شهرًا مستقبليًا بالصيغة MM/YY.',
    error_cvc: 'رمز التحقق 3 أرقام.',
  },
  en: {
    title: 'Test payment gateway',
    banner_note: 'no real money is charged',
    heading: 'Pay by card',
    amount: 'Amount',
    name: 'Name on card',
    number: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'Security code (CVC)',
    pay: 'Pay',
    cards: 'Test cards',
    card_ok: 'succeeds',
    card_declined: 'is declined',
    card_rules: 'Any future expiry date, any 3-digit CVC.',
    back: 'Cancel and return to Tawzeef',
    other_language: 'العربية',
    done_paid: 'This payment has already been made.',
    done_failed: 'This payment has ended without being paid.',
    continue: 'Return to Tawzeef',
    not_found: 'This payment does not exist.',
    errors: 'Please correct the following:',
    error_name: 'Enter the name as it appears on the card.',
    error_number: 'The card number is not valid: use one of the test cards below.',
    error_expiry: 'The expiry date must be a future month, written MM/YY.',
    error_cvc: 'The security code is 3 digits.',
  },
} as const satisfies Record<TLocale, Record<string, string>>;

export type TCardField = 'name' | 'number' | 'expiry' | 'cvc';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

export function formatSarAmount(halalas: number, locale: TLocale): string {
  return new Intl.NumberFormat(locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-SA', { style: 'currency', currency: 'SAR', minimumFractionDigits: 2 }).format(halalas / 100);
}

/** The page's language: `?lang=`, then X-locale, then Accept-Language; Arabic by default. */
export function pageLocale(query: string | undefined, xLocale: string | undefined, acceptLanguage: string | undefined): TLocale {
  for (const candidate of [query, xLocale]) if (candidate === 'ar' || candidate === 'en') return candidate;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const primary = part.trim().split(/[-;]/)[0]?.toLowerCase();
    if (primary === 'ar' || primary === 'en') return primary;
  }
  return 'ar';
}

/** The strict policy of the hosted page: nothing loads, inline styles only, forms go to itself or back to the shop. */
export function hostedPageCsp(callbackUrl: string | undefined): string {
  const callbackOrigin = callbackUrl && URL.canParse(callbackUrl) ? ` ${new URL(callbackUrl).origin}` : '';
  return `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${callbackOrigin}; base-uri 'none'; frame-ancestors 'none'`;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Tahoma,Arial,sans-serif;background:#f4f6f8;color:#1a1f24;line-height:1.6}
.banner{background:#b3261e;color:#fff;text-align:center;font-weight:700;font-size:1.25rem;padding:.9rem 1rem;letter-spacing:0}
.banner span{display:block}
.banner small{display:block;font-weight:400;font-size:.95rem}
main{max-width:28rem;margin:1.5rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:1.35rem;margin:0 0 .5rem}
h2{font-size:1.05rem;margin:1.5rem 0 .5rem}
.amount{font-size:1.6rem;font-weight:700;margin:.25rem 0 1rem;font-variant-numeric:tabular-nums}
.description{color:#4a5560;margin:0 0 1rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{width:100%;padding:.6rem .75rem;font-size:1rem;border:1px solid #8a96a3;border-radius:8px}
input:focus{outline:3px solid #1565c0;outline-offset:1px}
.row{display:flex;gap:1rem}.row>div{flex:1}
button{margin-block-start:1.25rem;width:100%;padding:.8rem;font-size:1.05rem;font-weight:700;border:0;border-radius:8px;background:#1565c0;color:#fff;cursor:pointer}
.errors{background:#fdecea;border:1px solid #b3261e;color:#7a1a14;border-radius:8px;padding:.75rem 1rem;margin:0 0 1rem}
.errors ul{margin:.25rem 0 0;padding-inline-start:1.25rem}
.cards{background:#fff8e1;border:1px dashed #b58100;border-radius:8px;padding:.75rem 1rem}
.cards ul{margin:.25rem 0;padding-inline-start:1.25rem}
code{font-family:ui-monospace,Menlo,Consolas,monospace;direction:ltr;unicode-bidi:isolate}
.links{display:flex;justify-content:space-between;gap:1rem;margin-block-start:1.25rem}
a{color:#1565c0}
`;

function shell(locale: TLocale, body: string): string {
  const text = TEXT[locale];
  return `<!doctype html>
<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(text.title)} — TEST MODE</title>
<style>${STYLE}</style>
</head>
<body>
<header class="banner"><span dir="ltr">TEST MODE / وضع الاختبار</span><small>${escapeHtml(text.banner_note)}</small></header>
${body}
</body>
</html>`;
}

export interface TPageCharge {
  id: string;
  amount_halalas: number;
  description: string;
  status: 'initiated' | 'paid' | 'failed';
}

/** The card form, with the test cards listed; `errors` re-renders it after a refused submission. */
export function renderPaymentPage(
  locale: TLocale,
  charge: TPageCharge,
  options: { returnUrl: string; errors?: TCardField[]; values?: { name?: string; expiry?: string } },
): string {
  const text = TEXT[locale];
  const amount = formatSarAmount(charge.amount_halalas, locale);
  const self = `/api/v1/test-gateway/${encodeURIComponent(charge.id)}`;
  const other = locale === 'ar' ? 'en' : 'ar';
  const errors = options.errors?.length
    ? `<div class="errors" role="alert"><strong>${escapeHtml(text.errors)}</strong><ul>${options.errors.map((field) => `<li>${escapeHtml(text[`error_${field}`])}</li>`).join('')}</ul></div>`
    : '';
  if (charge.status !== 'initiated') {
    return shell(
      locale,
      `<main><h1>${escapeHtml(text.title)}</h1><p class="amount">${escapeHtml(amount)}</p>
<p>${escapeHtml(charge.status === 'paid' ? text.done_paid : text.done_failed)}</p>
<p><a href="${escapeHtml(options.returnUrl)}">${escapeHtml(text.continue)}</a></p></main>`,
    );
  }
  const invalid = (field: TCardField) => (options.errors?.includes(field) ? ' aria-invalid="true"' : '');
  return shell(
    locale,
    `<main>
<h1>${escapeHtml(text.heading)}</h1>
<p class="amount">${escapeHtml(text.amount)}: ${escapeHtml(amount)}</p>
<p class="description">${escapeHtml(charge.description)}</p>
${errors}
<form method="post" action="${escapeHtml(`${self}?lang=${locale}`)}" autocomplete="off" novalidate>
<label for="name">${escapeHtml(text.name)}</label>
<input id="name" name="name" maxlength="100" autocomplete="cc-name" value="${escapeHtml(options.values?.name ?? '')}"${invalid('name')} required>
<label for="number">${escapeHtml(text.number)}</label>
<input id="number" name="number" inputmode="numeric" maxlength="23" autocomplete="cc-number" dir="ltr" placeholder="4111 1111 1111 1111"${invalid('number')} required>
<div class="row">
<div><label for="expiry">${escapeHtml(text.expiry)}</label>
<input id="expiry" name="expiry" inputmode="numeric" maxlength="7" autocomplete="cc-exp" dir="ltr" placeholder="MM/YY" value="${escapeHtml(options.values?.expiry ?? '')}"${invalid('expiry')} required></div>
<div><label for="cvc">${escapeHtml(text.cvc)}</label>
<input id="cvc" name="cvc" inputmode="numeric" maxlength="3" autocomplete="cc-csc" dir="ltr" placeholder="123"${invalid('cvc')} required></div>
</div>
<button type="submit">${escapeHtml(text.pay)} ${escapeHtml(amount)}</button>
</form>
<section class="cards" aria-labelledby="cards-heading">
<h2 id="cards-heading">${escapeHtml(text.cards)}</h2>
<ul>
<li><code dir="ltr">4111 1111 1111 1111</code> ${escapeHtml(text.card_ok)}</li>
<li><code dir="ltr">4000 0000 0000 0002</code> ${escapeHtml(text.card_declined)}</li>
</ul>
<p>${escapeHtml(text.card_rules)}</p>
</section>
<div class="links">
<a href="${escapeHtml(options.returnUrl)}">${escapeHtml(text.back)}</a>
<a href="${escapeHtml(`${self}?lang=${other}`)}" lang="${other}">${escapeHtml(text.other_language)}</a>
</div>
</main>`,
  );
}

export function renderNotFoundPage(locale: TLocale): string {
  return shell(locale, `<main><h1>${escapeHtml(TEXT[locale].title)}</h1><p>${escapeHtml(TEXT[locale].not_found)}</p></main>`);
}
