import { createContext, useContext } from 'react';

/**
 * One short help line per field (every field has a unit and a short help text, so a first-time user can fill it in), keyed by the field's path
 * with indices and tiers written as `*`. The deal's name and step 1 are here, with the first paint; steps 2-5
 * bring theirs with their code (LATER_STEP_HELP), through FieldHelpProvider.
 */
const FIRST_STEP_HELP: Record<string, string> = {
  name: 'How this analysis is listed in your saved deals.',
  nation: 'Sets the stamp-duty rules and the local tax and licensing warnings.',
  inGreaterLondon: 'Entire homes in Greater London need planning permission beyond 90 nights a year.',
  entireHome: 'The guest has the whole property (not a room in it).',
  model: 'Buy the property, or rent it from a landlord (rent-to-rent) or on a lease.',
  forecastYear: 'The year the forecast starts in; months have their real number of days.',
  launchMonth: 'The first month taking guests; the forecast runs for twelve months from it.',
  'purchase.price': 'What you pay for the property.',
  'purchase.additionalProperty': 'Adds the 5-point surcharge to every stamp-duty band.',
  'purchase.nonUkResident': 'Adds 2 points to every stamp-duty band.',
  'purchase.company': 'A company buyer pays the 5-point surcharge too.',
  'purchase.manualTransactionTax':
    'LBTT or LTT is not calculated here: enter the figure from your solicitor.',
  'tenancy.monthlyRent': 'The rent you pay the landlord each month.',
  'tenancy.rentFreeMonths': 'The first months of the forecast that pay no rent.',
  'tenancy.deposit': "The landlord's deposit (often 5 weeks' rent).",
  'tenancy.includeDepositInCashInvested':
    'The deposit is refundable, but the cash is tied up while you trade.',
  'tenancy.preLaunchRentMonths': 'Months of rent paid while furnishing, before the first guest.',
  'blockedNights.*': 'Nights not for let (owner use, maintenance).',
};

const HelpContext = createContext<Record<string, string>>({});

/** More help lines for the fields inside it (steps 2-5 provide theirs). */
export const FieldHelpProvider = HelpContext.Provider;

/** The key of a field path such as `seasons.low.rate` or `partners.members.1.capital`: `seasons.*.rate`. */
function helpKey(path: string): string {
  return path
    .split('.')
    .map((part, index, parts) =>
      /^\d+$/.test(part) || (parts[0] === 'seasons' && index === 1 && part !== 'tierOfMonth') ? '*' : part,
    )
    .join('.');
}

/** The help line of a field path, from step 1's lines or the ones provided around the field. */
export function useFieldHelp(path: string): string | undefined {
  const provided = useContext(HelpContext);
  const key = helpKey(path);
  return FIRST_STEP_HELP[key] ?? provided[key];
}
