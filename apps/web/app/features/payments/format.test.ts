import { describe, expect, it } from 'vitest';
import { directionParts, gatewayReason } from './format.ts';

describe('directionParts', () => {
  it('splits a name in two scripts at its separator, keeping the separator and the punctuation of each part', () => {
    expect(directionParts('شركة منصة توظيف - Tawzeef Platform Co.')).toEqual(['شركة منصة توظيف', ' - ', 'Tawzeef Platform Co.']);
    expect(directionParts('Tawzeef Co. (Riyadh) | توظيف')).toEqual(['Tawzeef Co. (Riyadh)', ' | ', 'توظيف']);
  });

  it('leaves a name in one script whole, hyphens inside words included', () => {
    expect(directionParts('Al-Rajhi Trading Co.')).toEqual(['Al-Rajhi Trading Co.']);
  });
});

describe('gatewayReason', () => {
  it('reads what the gateway meant from its own words', () => {
    expect(gatewayReason('Card declined (test mode)')).toBe('declined');
    expect(gatewayReason('INSUFFICIENT_FUNDS')).toBe('insufficient');
    expect(gatewayReason('3-D Secure transaction attempt failed')).toBe('authentication');
    expect(gatewayReason('test mode: use a test card')).toBe('testCard');
    expect(gatewayReason('Payment cancelled by the customer')).toBe('cancelled');
    expect(gatewayReason('Do not honor')).toBe('other');
  });
});
