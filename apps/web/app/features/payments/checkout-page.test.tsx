import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { ROLE_CAPABILITIES } from '@tawzeef/contract';
import { I18nContext, translator } from '../../i18n/index.ts';
import type { TCheckoutData } from './checkout.server.ts';
import { CheckoutPage } from './checkout-page.tsx';

const checkout = (packagesOnSale: number): TCheckoutData => ({
  job: { id: 7, title: 'Accountant', status: 'awaiting_payment' },
  price: { currency: 'SAR', fee_halalas: 49_900, vat_halalas: 7_485, total_halalas: 57_385, vat_rate_basis_points: 1500, posting_days: 35 },
  service_days: 20,
  can_publish: true,
  publish_blockers: [],
  bank_accounts: [],
  open_payment: null,
  last_failure: null,
  paid_payment: null,
  packages_on_sale: packagesOnSale,
  credits_available: 0,
  second_step_offer: false,
});

function render(page: TCheckoutData) {
  const root = { user: { type: 'COMPANY', company_role: 'owner', company_capabilities: [...ROLE_CAPABILITIES.owner] } };
  const router = createMemoryRouter([{ id: 'root', path: '/', element: <CheckoutPage page={page} />, loader: () => root, action: () => null }], {
    initialEntries: ['/'],
    hydrationData: { loaderData: { root } },
  });
  return renderToStaticMarkup(
    <MantineProvider>
      <I18nContext.Provider value={{ locale: 'en', dir: 'ltr', prefix: '/en', t: translator('en') }}>
        <RouterProvider router={router} />
      </I18nContext.Provider>
    </MantineProvider>,
  );
}

describe('the checkout page', () => {
  it('offers posting packages only when some are on sale (issue 57 §6: never a link to an empty section)', () => {
    expect(render(checkout(0))).not.toContain('data-testid="to-packages"');
    expect(render(checkout(2))).toContain('data-testid="to-packages"');
  });
});
