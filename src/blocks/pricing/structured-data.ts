// The pricing block's structured data: an Offer per priced plan, each price with what it is per, for the Service its
// page is (src/builder/structured-data.ts). A plan whose price is no amount ("Call us") offers nothing to mark up.
import type { Offer, UnitPriceSpecification } from 'schema-dts';
import type { BlockStructuredData } from '../../core/structured-data.ts';
import type { BlockOf } from '../index.ts';

/** "$1,299" as "1299"; undefined for a price that is no amount ("Call us"). */
export const amountOf = (price: string) =>
  /^\$\s?(\d{1,3}(?:,\d{3})*|\d+)(\.\d{2})?$/.exec(price.trim())?.slice(1, 3).join('').replace(/,/g, '');

/**
 * "per year", "a month", "monthly" as the UN/CEFACT code of the period (ANN, MON, …) schema.org prices name; undefined
 * for another period.
 */
export function periodCode(period: string): string | undefined {
  const unit =
    /^(?:(?:per|a|an|each|every|\/)\s*)?(year|month|week|day|hour)$|^(yearly|annually|monthly|weekly|daily|hourly)$/i.exec(
      period.trim(),
    );
  if (!unit) return undefined;
  const word = (unit[1] ?? unit[2]!).toLowerCase();
  return {
    year: 'ANN',
    yearly: 'ANN',
    annually: 'ANN',
    month: 'MON',
    monthly: 'MON',
    week: 'WEE',
    weekly: 'WEE',
    day: 'DAY',
    daily: 'DAY',
    hour: 'HUR',
    hourly: 'HUR',
  }[word];
}

export const pricingStructuredData: BlockStructuredData<BlockOf<'pricing'>> = (block, { currency }) => ({
  offers: currency
    ? block.items.flatMap((plan) => {
        const price = amountOf(plan.price);
        if (!price) return [];
        // A price per year or per month says so, as the page does beside it.
        const unitCode = plan.period && periodCode(plan.period);
        const priceSpecification: UnitPriceSpecification = {
          '@type': 'UnitPriceSpecification',
          price,
          priceCurrency: currency,
          ...(plan.period ? { unitText: plan.period } : {}),
          ...(unitCode ? { referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode } } : {}),
        };
        return [
          { '@type': 'Offer', name: plan.name, price, priceCurrency: currency, priceSpecification } satisfies Offer,
        ];
      })
    : [],
});
