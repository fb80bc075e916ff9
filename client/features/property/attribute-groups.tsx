import { Trans, useLingui } from '@lingui/react/macro';
import { useSyncExternalStore, type ReactNode } from 'react';
import type { PropertyDetailFieldsFragment } from '../../generated/graphql';
import {
  codeText,
  COMFORT_LABELS,
  FACADE_LABELS,
  PLANNING_LABELS,
  RISK_LABELS,
  type CodeTable,
} from './code-labels';
import { bandLetter } from '../../ui/energy-label';
import { formatMoney, formatNumber } from './format';
import type { LanguageCode } from '../../../common/languages';
import { useLocale } from '../../i18n/use-locale';
import { BREAKPOINTS } from '../../ui/breakpoints';

type Detail = PropertyDetailFieldsFragment;

/** One line of a group; a row whose value is null or undefined is not shown. */
export interface AttributeRow {
  id: string;
  label: ReactNode;
  value: ReactNode | null | undefined;
}

/** Groups with more rows than this start closed on phones. */
export const PHONE_OPEN_ROWS = 3;

const PHONE_QUERY = `(max-width: ${BREAKPOINTS.tablet - 0.02}px)`;
const subscribePhone = (onChange: () => void) => {
  const query = window.matchMedia?.(PHONE_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};

/**
 * True on a phone-sized window. The server (and hydration) say false, so its HTML has every group
 * open; the sections that use this render in the browser once their code loads, closed then.
 */
export function usePhone(): boolean {
  return useSyncExternalStore(
    subscribePhone,
    () => window.matchMedia?.(PHONE_QUERY).matches ?? false,
    () => false,
  );
}

/**
 * A titled part of the detail page that a phone shows closed when it is long (more than
 * PHONE_OPEN_ROWS lines): its title opens it (a native <details>, which needs no code, finds its
 * text with the browser's search, and prints open). Elsewhere it starts open.
 */
export function CollapsibleSection({
  id,
  className,
  title,
  rows,
  children,
}: {
  /** The heading's id, which the section is labelled by (and the page's navigation links to). */
  id: string;
  className: string;
  title: ReactNode;
  rows: number;
  children: ReactNode;
}) {
  const phone = usePhone();
  return (
    <section className={className} aria-labelledby={id}>
      <details className="collapsible" open={!(phone && rows > PHONE_OPEN_ROWS)}>
        <summary>
          <h2 id={id}>{title}</h2>
        </summary>
        {children}
      </details>
    </section>
  );
}

/**
 * A titled list of attributes, rendered only when at least one row has a value (the API sends
 * null for missing data). `after` (a notice) shows under the list when the group shows.
 */
export function AttributeGroup({
  id,
  title,
  rows,
  after,
}: {
  id: string;
  title: ReactNode;
  rows: AttributeRow[];
  after?: ReactNode;
}) {
  const shown = rows.filter((r) => r.value !== null && r.value !== undefined);
  if (shown.length === 0) return null;
  return (
    <CollapsibleSection
      id={`attributes-${id}`}
      className={`attribute-group attribute-group-${id}`}
      title={title}
      rows={shown.length}
    >
      <dl>
        {shown.map((r) => (
          <div key={r.id} className={`attribute attribute-${r.id}`}>
            <dt>{r.label}</dt>
            <dd>{r.value}</dd>
          </div>
        ))}
      </dl>
      {after}
    </CollapsibleSection>
  );
}

// Value renderers: each returns null when there is nothing to show, so the row disappears.

function text(value: string | null | undefined): string | null {
  return value === null || value === undefined || value.trim() === '' ? null : value;
}

function count(value: number | null | undefined, lang: LanguageCode): string | null {
  return formatNumber(value, lang);
}

// Units: one message per unit ("{value} m²"), so translators see each unit once.

function area(amount: number | null | undefined, lang: LanguageCode): ReactNode {
  const value = formatNumber(amount, lang);
  return value === null ? null : <Trans>{value} m²</Trans>;
}

function length(amount: number | null | undefined, lang: LanguageCode): ReactNode {
  const value = formatNumber(amount, lang);
  return value === null ? null : <Trans>{value} m</Trans>;
}

function perSquareMetreYear(amount: number | null | undefined, lang: LanguageCode): ReactNode {
  const value = formatNumber(amount, lang);
  return value === null ? null : <Trans>{value} kWh/m².year</Trans>;
}

function perYear(amount: number | null | undefined, lang: LanguageCode): ReactNode {
  const value = formatNumber(amount, lang);
  return value === null ? null : <Trans>{value} kWh/year</Trans>;
}

function co2PerSquareMetreYear(amount: number | null | undefined, lang: LanguageCode): ReactNode {
  const value = formatNumber(amount, lang);
  return value === null ? null : <Trans>{value} kg CO₂/m².year</Trans>;
}

function year(value: number | null | undefined): string | null {
  return value === null || value === undefined ? null : String(value);
}

function yesNo(value: boolean | null | undefined): ReactNode {
  if (value === null || value === undefined) return null;
  return value ? <Trans>Yes</Trans> : <Trans>No</Trans>;
}

function useCode(table: CodeTable) {
  const { i18n } = useLingui();
  return (code: string | null | undefined): string | null =>
    text(code) === null ? null : codeText(table, code!, (d) => i18n._(d));
}

/** Every attribute group of the detail page, each shown only when it has data: the features, then energy, risks and planning. */
export function AttributeGroups({ property }: { property: Detail }) {
  return (
    <div className="attribute-groups">
      <AttributeGroupList property={property} />
    </div>
  );
}

/** The groups without their wrapper: the detail page renders them in a static section (its own div). */
export function AttributeGroupList({ property }: { property: Detail }) {
  return (
    <>
      <CostsGroup property={property} />
      <RoomsGroup rooms={property.rooms} />
      <SurfacesGroup surfaces={property.surfaces} />
      <BuildingGroup building={property.building} />
      <ComfortGroup comfort={property.comfort} />
      <PurchaseCostsGroup costs={property.purchaseCosts} />
      <AnnuityGroup annuity={property.annuity ?? null} />
      {/* Energy, risks and planning last: the page's navigation links to each of them. */}
      <EnergyGroup energy={property.energy} goal={property.goal} />
      <RisksGroup risks={property.risks} />
      <PlanningGroup planning={property.planning} />
    </>
  );
}

export function CostsGroup({
  property: p,
}: {
  property: Pick<Detail, 'id' | 'price' | 'costs'> & Partial<Pick<Detail, 'publishedAt'>>;
}) {
  const c = p.costs;
  return (
    <AttributeGroup
      id="costs"
      title={<Trans>Price and costs</Trans>}
      rows={[
        { id: 'reference', label: <Trans>Reference</Trans>, value: String(p.id) },
        { id: 'unique-code', label: <Trans>Unique code</Trans>, value: text(c.uniqueCode) },
        { id: 'online-since', label: <Trans>Online since</Trans>, value: text(p.publishedAt) },
        // "Price on demand" when the price is hidden: the API's formatted price says so.
        {
          id: 'price',
          label: <Trans>Price</Trans>,
          value: c.priceOnDemand && !p.price.onDemand ? <Trans>Price on demand</Trans> : p.price.formatted,
        },
        { id: 'monthly-rent', label: <Trans>Monthly rent</Trans>, value: formatMoney(c.monthlyRent) },
        // Each cost says who pays it. Belgian law puts the agency's fee on the owner who hired it
        // (a rental's landlord, a sale's seller), and splits the inventory of fixtures in two.
        {
          id: 'charges-renter',
          label: <Trans>Charges for the renter</Trans>,
          value: formatMoney(c.chargesRenter),
        },
        {
          id: 'charges-owner',
          label: <Trans>Charges for the owner</Trans>,
          value: formatMoney(c.chargesOwner),
        },
        {
          id: 'deposit',
          label: <Trans>Rental deposit, paid by the tenant</Trans>,
          value: formatMoney(c.depositAmount),
        },
        {
          id: 'agency-cost',
          label: <Trans>Agency fee, paid by the owner</Trans>,
          value: formatMoney(c.agencyCost),
        },
        {
          id: 'inventory-cost',
          label: <Trans>Inventory of fixtures, shared by tenant and owner</Trans>,
          value: formatMoney(c.inventoryCost),
        },
      ]}
    />
  );
}

export function RoomsGroup({ rooms: r }: { rooms: Detail['rooms'] }) {
  const lang = useLocale();
  return (
    <AttributeGroup
      id="rooms"
      title={<Trans>Rooms and parking</Trans>}
      rows={[
        { id: 'bedrooms', label: <Trans>Bedrooms</Trans>, value: count(r.bedrooms, lang) },
        { id: 'bathrooms', label: <Trans>Bathrooms</Trans>, value: count(r.bathrooms, lang) },
        { id: 'shower-rooms', label: <Trans>Shower rooms</Trans>, value: count(r.showerRooms, lang) },
        { id: 'toilets', label: <Trans>Toilets</Trans>, value: count(r.toilets, lang) },
        { id: 'garages', label: <Trans>Garages</Trans>, value: count(r.garages, lang) },
        { id: 'parkings', label: <Trans>Parking spaces</Trans>, value: count(r.parkings, lang) },
        {
          id: 'external-parkings',
          label: <Trans>Outdoor parking spaces</Trans>,
          value: count(r.externalParkings, lang),
        },
        { id: 'floors', label: <Trans>Floors</Trans>, value: count(r.floors, lang) },
      ]}
    />
  );
}

export function SurfacesGroup({ surfaces: s }: { surfaces: Detail['surfaces'] }) {
  const lang = useLocale();
  return (
    <AttributeGroup
      id="surfaces"
      title={<Trans>Surfaces</Trans>}
      rows={[
        { id: 'total', label: <Trans>Total surface</Trans>, value: area(s.total, lang) },
        { id: 'living', label: <Trans>Living area</Trans>, value: area(s.living, lang) },
        { id: 'ground', label: <Trans>Ground surface</Trans>, value: area(s.ground, lang) },
        { id: 'terrace', label: <Trans>Terrace</Trans>, value: area(s.terrace, lang) },
        { id: 'garden', label: <Trans>Garden</Trans>, value: area(s.garden, lang) },
        { id: 'office', label: <Trans>Office space</Trans>, value: area(s.office, lang) },
        { id: 'store', label: <Trans>Retail space</Trans>, value: area(s.store, lang) },
        { id: 'constructed', label: <Trans>Built-up area</Trans>, value: area(s.constructed, lang) },
      ]}
    />
  );
}

export function BuildingGroup({ building: b }: { building: Detail['building'] }) {
  const lang = useLocale();
  const { i18n } = useLingui();
  const facades =
    b.facades === null || b.facades === undefined
      ? null
      : FACADE_LABELS[b.facades]
        ? i18n._(FACADE_LABELS[b.facades]!)
        : String(b.facades);
  return (
    <AttributeGroup
      id="building"
      title={<Trans>Plot and building</Trans>}
      rows={[
        { id: 'front-width', label: <Trans>Front width</Trans>, value: length(b.frontWidth, lang) },
        { id: 'plot-width', label: <Trans>Plot width</Trans>, value: length(b.plotWidth, lang) },
        { id: 'construction-year', label: <Trans>Construction year</Trans>, value: year(b.constructionYear) },
        { id: 'renovation-year', label: <Trans>Renovation year</Trans>, value: year(b.renovationYear) },
        { id: 'facades', label: <Trans>Facades</Trans>, value: facades },
      ]}
    />
  );
}

/** Band keys of labels E and F, the ones the renovation obligation is about. */
const RENOVATION_BANDS: ReadonlySet<string> = new Set(['e_plus', 'e', 'e_sub', 'f_plus', 'f', 'f_sub']);

/**
 * The energy notice: homes bought from 2023 with label E or F must be renovated to D or better
 * within 5 years. Shown for Belgian listings for sale only: the obligation comes with a purchase,
 * and Luxembourg's letters belong to another scale and another law.
 */
export function needsRenovationNotice(
  energy: Pick<Detail['energy'], 'band' | 'region'>,
  goal: Detail['goal'],
): boolean {
  return (
    goal === 'SALE' &&
    energy.region !== 'LUXEMBOURG' &&
    energy.band !== null &&
    energy.band !== undefined &&
    RENOVATION_BANDS.has(energy.band)
  );
}

export function EnergyGroup({ energy: e, goal }: { energy: Detail['energy']; goal: Detail['goal'] }) {
  const lang = useLocale();
  const { t } = useLingui();
  const letter = e.band ? bandLetter(e.band) : null;
  const epc = perSquareMetreYear(e.epcValue, lang);
  const labelText = letter ?? text(e.epcLabelText);
  const picture = e.imageUrl && letter ? e.imageUrl : null;
  return (
    <AttributeGroup
      id="energy"
      title={<Trans>Energy</Trans>}
      rows={[
        {
          id: 'epc-label',
          label: <Trans>EPC label</Trans>,
          value: picture ? (
            <span className="energy-label">
              <img src={picture} width={96} height={40} alt={t`Energy label ${letter}`} />
              {epc !== null ? <span className="energy-label-value">{epc}</span> : null}
            </span>
          ) : (
            labelText
          ),
        },
        // Shown on its own only when the label picture (which carries it) is not.
        { id: 'epc-value', label: <Trans>EPC value</Trans>, value: picture ? null : epc },
        {
          id: 'specific-energy',
          label: <Trans>Specific energy consumption</Trans>,
          value: perSquareMetreYear(e.specificEnergy, lang),
        },
        {
          id: 'total-energy',
          label: <Trans>Total energy consumption</Trans>,
          value: perYear(e.totalEnergy, lang),
        },
        { id: 'co2', label: <Trans>CO₂ emission</Trans>, value: co2PerSquareMetreYear(e.co2Emission, lang) },
        { id: 'e-level', label: <Trans>E-level</Trans>, value: formatNumber(e.eLevel, lang) },
        {
          id: 'certificate-number',
          label: <Trans>EPC certificate number</Trans>,
          value: text(e.certificateNumber),
        },
        // DD-MM-YYYY, as the API sends it.
        {
          id: 'certificate-end-date',
          label: <Trans>EPC certificate valid until</Trans>,
          value: text(e.certificateEndDate),
        },
      ]}
      after={
        needsRenovationNotice(e, goal) ? (
          <p className="energy-notice" role="note">
            <Trans>
              Homes bought from 2023 with energy label E or F must be renovated to label D or better within 5
              years of the purchase.
            </Trans>
          </p>
        ) : null
      }
    />
  );
}

export function ComfortGroup({ comfort: c }: { comfort: Detail['comfort'] }) {
  const label = useCode(COMFORT_LABELS);
  const list = (codes: readonly string[]) =>
    codes.length
      ? codes
          .map((code) => label(code))
          .filter((s): s is string => s !== null)
          .join(', ') || null
      : null;
  return (
    <AttributeGroup
      id="comfort"
      title={<Trans>Comfort and finish</Trans>}
      rows={[
        { id: 'heating', label: <Trans>Heating</Trans>, value: label(c.heating) },
        { id: 'glazing', label: <Trans>Glazing</Trans>, value: label(c.glazing) },
        { id: 'window-frame', label: <Trans>Window frames</Trans>, value: label(c.windowFrame) },
        { id: 'kitchen', label: <Trans>Kitchen</Trans>, value: label(c.kitchen) },
        { id: 'roof', label: <Trans>Roof</Trans>, value: label(c.roof) },
        { id: 'interior', label: <Trans>Interior comfort</Trans>, value: list(c.interiorComfort) },
        { id: 'exterior', label: <Trans>Exterior comfort</Trans>, value: list(c.exteriorComfort) },
      ]}
    />
  );
}

export function RisksGroup({ risks: r }: { risks: Detail['risks'] }) {
  const label = useCode(RISK_LABELS);
  return (
    <AttributeGroup
      id="risks"
      title={<Trans>Risks and hazards</Trans>}
      rows={[
        { id: 'flood-risk', label: <Trans>Flood risk</Trans>, value: label(r.floodRisk) },
        { id: 'flood-zone', label: <Trans>Flood zone</Trans>, value: label(r.floodZone) },
        { id: 'g-score', label: <Trans>G-score (building)</Trans>, value: text(r.gScore) },
        { id: 'p-score', label: <Trans>P-score (plot)</Trans>, value: text(r.pScore) },
        { id: 'asbestos', label: <Trans>Asbestos</Trans>, value: label(r.asbestosType) },
        { id: 'asbestos-date', label: <Trans>Asbestos certificate date</Trans>, value: text(r.asbestosDate) },
      ]}
    />
  );
}

export function PlanningGroup({ planning: p }: { planning: Detail['planning'] }) {
  const label = useCode(PLANNING_LABELS);
  return (
    <AttributeGroup
      id="planning"
      title={<Trans>Planning information</Trans>}
      rows={[
        { id: 'permit', label: <Trans>Building permit</Trans>, value: label(p.permit) },
        { id: 'allotment-permit', label: <Trans>Allotment permit</Trans>, value: yesNo(p.allotmentPermit) },
        {
          id: 'preemptive-rights',
          label: <Trans>Preemptive rights</Trans>,
          value: yesNo(p.preemptiveRights),
        },
        { id: 'summons', label: <Trans>Summons</Trans>, value: yesNo(p.summons) },
        {
          id: 'judicial-decision',
          label: <Trans>Judicial decision</Trans>,
          value: yesNo(p.judicialDecision),
        },
        { id: 'area-application', label: <Trans>Zoning</Trans>, value: label(p.areaApplication) },
      ]}
    />
  );
}

export function PurchaseCostsGroup({ costs: c }: { costs: Detail['purchaseCosts'] }) {
  return (
    <AttributeGroup
      id="purchase-costs"
      title={<Trans>Purchase costs</Trans>}
      rows={[
        { id: 'notary-fee', label: <Trans>Notary fee</Trans>, value: formatMoney(c.notaryFee) },
        {
          id: 'registration-rights',
          label: <Trans>Registration rights</Trans>,
          value: formatMoney(c.registrationRights),
        },
        { id: 'vat', label: <Trans>VAT</Trans>, value: formatMoney(c.vat) },
        {
          id: 'construction-cost',
          label: <Trans>Construction cost</Trans>,
          value: formatMoney(c.constructionCost),
        },
      ]}
    />
  );
}

export function AnnuityGroup({ annuity: a }: { annuity: Detail['annuity'] | null }) {
  if (!a) return null;
  const ages = a.sellerAges.length ? a.sellerAges.join(', ') : null;
  return (
    <AttributeGroup
      id="annuity"
      title={<Trans>Life annuity (viager)</Trans>}
      rows={[
        { id: 'bouquet', label: <Trans>Bouquet (down payment)</Trans>, value: formatMoney(a.bouquet) },
        {
          id: 'monthly-annuity',
          label: <Trans>Monthly annuity</Trans>,
          value: formatMoney(a.monthlyAnnuity),
        },
        { id: 'occupied', label: <Trans>Occupied by the seller</Trans>, value: yesNo(a.occupied) },
        {
          id: 'seller-ages',
          label: <Trans>Age of the sellers</Trans>,
          value: ages === null ? null : <Trans>{ages} years</Trans>,
        },
      ]}
    />
  );
}
