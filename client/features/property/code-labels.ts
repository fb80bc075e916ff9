import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Codes the CRM sends for comfort, risks, planning and points of interest, with their interface
 * text. The known ones are translated; a code missing here is shown as it came (see codeText), so
 * a new CRM value is visible at once and only needs a line here and a translation.
 */
export type CodeTable = Readonly<Record<string, MessageDescriptor>>;

export const COMFORT_LABELS: CodeTable = {
  // heating
  gas: msg`Gas`,
  heat_pump: msg`Heat pump`,
  fuel_oil: msg`Fuel oil`,
  electric: msg`Electric`,
  pellets: msg`Pellets`,
  // glazing
  single: msg`Single glazing`,
  single_glazing: msg`Single glazing`,
  double: msg`Double glazing`,
  double_glazing: msg`Double glazing`,
  triple: msg`Triple glazing`,
  triple_glazing: msg`Triple glazing`,
  // window frames
  pvc: msg`PVC`,
  wood: msg`Wood`,
  aluminium: msg`Aluminium`,
  // kitchen
  fully_fitted: msg`Fully fitted kitchen`,
  semi_fitted: msg`Semi-fitted kitchen`,
  open: msg`Open kitchen`,
  american: msg`American kitchen`,
  // roof
  tiles: msg`Tiles`,
  slate: msg`Slate`,
  flat: msg`Flat roof`,
  zinc: msg`Zinc`,
  // interior comfort
  alarm: msg`Alarm system`,
  fireplace: msg`Fireplace`,
  elevator: msg`Lift`,
  air_conditioning: msg`Air conditioning`,
  home_automation: msg`Home automation`,
  laundry_room: msg`Laundry room`,
  attic: msg`Attic`,
  cellar: msg`Cellar`,
  dressing_room: msg`Dressing room`,
  // exterior comfort
  garden: msg`Garden`,
  terrace: msg`Terrace`,
  solar_panels: msg`Solar panels`,
  rainwater_tank: msg`Rainwater tank`,
  carport: msg`Carport`,
  veranda: msg`Veranda`,
  swimming_pool: msg`Swimming pool`,
};

export const RISK_LABELS: CodeTable = {
  not_flood_sensitive: msg`Not in a flood-prone area`,
  possibly_flood_sensitive: msg`Possibly flood-prone area`,
  effectively_flood_sensitive: msg`Effectively flood-prone area`,
  no_flood_zone: msg`Not in a flood zone`,
  possible_flood_zone: msg`Possible flood zone`,
  effective_flood_zone: msg`Effective flood zone`,
  asbestos_safe: msg`Asbestos-safe`,
  not_asbestos_safe: msg`Not asbestos-safe`,
  no_certificate: msg`No asbestos certificate`,
};

export const PLANNING_LABELS: CodeTable = {
  permit_granted: msg`Building permit granted`,
  no_permit: msg`No building permit`,
  permit_pending: msg`Building permit pending`,
  residential_area: msg`Residential area`,
  residential_area_rural: msg`Residential area with a rural character`,
  residential_park: msg`Residential park`,
  agricultural_area: msg`Agricultural area`,
  industrial_area: msg`Industrial area`,
  mixed_use_area: msg`Mixed-use area`,
};

export const POINT_OF_INTEREST_LABELS: CodeTable = {
  school: msg`School`,
  shop: msg`Shop`,
  station: msg`Railway station`,
  bus_stop: msg`Bus stop`,
  pharmacy: msg`Pharmacy`,
  park: msg`Park`,
  hospital: msg`Hospital`,
};

/** Facades: 4 open, 3 half-open, 2 closed building; any other count is shown as a number. */
export const FACADE_LABELS: Readonly<Record<number, MessageDescriptor>> = {
  4: msg`Open building (4 facades)`,
  3: msg`Half-open building (3 facades)`,
  2: msg`Closed building (2 facades)`,
};

/** The translated text of a code, or the code itself when the table does not know it. */
export function codeText(
  table: CodeTable,
  code: string,
  translate: (d: MessageDescriptor) => string,
): string {
  const descriptor = Object.hasOwn(table, code) ? table[code] : undefined;
  return descriptor ? translate(descriptor) : code;
}
