import type { DocumentKind } from './rules/document-kind';

/**
 * The detail attributes of a listing, grouped as the detail page shows them. Each group is stored
 * as one JSONB column: the CRM feed sends them as loose fields, the page shows a group only when
 * it has data, and none of them is filtered on in lists (bedrooms excepted, which has an index).
 */
export interface CostsAttributes {
  uniqueCode?: string | null;
  priceOnDemand?: boolean | null;
  monthlyRent?: number | null;
  chargesRenter?: number | null;
  chargesOwner?: number | null;
  depositAmount?: number | null;
  agencyCost?: number | null;
  inventoryCost?: number | null;
}
export interface RoomsAttributes {
  bedrooms?: number | null;
  bathrooms?: number | null;
  showerRooms?: number | null;
  toilets?: number | null;
  garages?: number | null;
  parkings?: number | null;
  externalParkings?: number | null;
  floors?: number | null;
}
export interface SurfacesAttributes {
  total?: number | null;
  living?: number | null;
  ground?: number | null;
  terrace?: number | null;
  garden?: number | null;
  office?: number | null;
  store?: number | null;
  constructed?: number | null;
}
export interface BuildingAttributes {
  frontWidth?: number | null;
  plotWidth?: number | null;
  constructionYear?: number | null;
  renovationYear?: number | null;
  /** 4 open, 3 half-open, 2 closed. */
  facades?: number | null;
}
export interface EnergyAttributes {
  specificEnergy?: number | null;
  totalEnergy?: number | null;
  co2Emission?: number | null;
  eLevel?: number | null;
  certificateNumber?: string | null;
  certificateEndDate?: string | null;
}
export interface ComfortAttributes {
  heating?: string | null;
  glazing?: string | null;
  windowFrame?: string | null;
  kitchen?: string | null;
  interiorComfort?: string[] | null;
  exteriorComfort?: string[] | null;
  roof?: string | null;
}
export interface RiskAttributes {
  floodRisk?: string | null;
  floodZone?: string | null;
  gScore?: string | null;
  pScore?: string | null;
  asbestosType?: string | null;
  asbestosDate?: string | null;
}
export interface PlanningAttributes {
  permit?: string | null;
  allotmentPermit?: boolean | null;
  preemptiveRights?: boolean | null;
  summons?: boolean | null;
  judicialDecision?: boolean | null;
  areaApplication?: string | null;
}
export interface PurchaseCostsAttributes {
  notaryFee?: number | null;
  registrationRights?: number | null;
  vat?: number | null;
  constructionCost?: number | null;
}
export interface AnnuityAttributes {
  bouquet?: number | null;
  monthlyAnnuity?: number | null;
  sellerAges?: number[] | null;
  occupied?: boolean | null;
}
export interface DocumentAttribute {
  /** As the feed wrote it: shown as is only when it is no known kind. */
  name: string;
  url: string;
  /** The CRM's code of a known kind (floor plan, EPC …): the name then follows the language. */
  kind?: DocumentKind;
}
export interface PointOfInterestAttribute {
  category: string;
  name: string;
  distanceMeters: number;
}
/**
 * Mobility score 0–10 in seven categories: public transport, education, shops, leisure, health,
 * environment, nearby amenities.
 */
export interface MobilityAttributes {
  publicTransport?: number | null;
  education?: number | null;
  shops?: number | null;
  leisure?: number | null;
  health?: number | null;
  environment?: number | null;
  nearby?: number | null;
}
