/** Payments (checkout, test gateway return, bank transfer, tax invoice) and their admin pages: Arabic and English with the same keys. */
export const paymentsAr = {
  'page.payment': 'الدفع',
  'page.payments': 'المدفوعات والفواتير',
  'page.payment-return': 'نتيجة الدفع',
  'page.invoice': 'فاتورة ضريبية مبسطة',
  'page.admin-payments': 'مراجعة التحويلات البنكية',
  'page.admin-bank-accounts': 'الحسابات البنكية للمنصة',
  'page.admin-settings': 'رسوم النشر',
} as const;

export const paymentsEn: Record<keyof typeof paymentsAr, string> = {
  'page.payment': 'Payment',
  'page.payments': 'Payments and invoices',
  'page.payment-return': 'Payment result',
  'page.invoice': 'Simplified tax invoice',
  'page.admin-payments': 'Bank transfers to review',
  'page.admin-bank-accounts': 'Platform bank accounts',
  'page.admin-settings': 'Posting fee',
};
