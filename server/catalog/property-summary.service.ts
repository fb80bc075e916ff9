import type { DataSource } from 'typeorm';
import type { LanguageCode } from '../core/config';
import { LoaderRegistry } from '../core/graphql/loaders';
import {
  agentById,
  cityById,
  propertyRowById,
  textsByProperty,
  thumbnailByProperty,
} from './catalog.loaders';
import { propertyPath } from './property-path';
import { documentName } from './rules/document-kind';
import { textIn } from './property-texts';
import { PropertyView } from './property.view';
import { cityName } from './taxonomy.service';

/** What a mail shows of a listing: enough to recognise it and a link back. */
export interface PropertySummary {
  id: number;
  title: string;
  price: string;
  address: string;
  /** Absolute or site-relative URL of the first photo. */
  photoUrl: string | null;
  /** The first photo's size in pixels, for its shape; null when unknown. */
  photoSize: { width: number; height: number } | null;
  /** Site-relative path of the detail page in the language. */
  path: string;
  goal: 'SALE' | 'RENT';
  /** Available, option, sold or rented (from the CRM's marquee). */
  availability: PropertyView['availability'];
  city: string;
  /** For computations (rent application): raw amounts in euros. */
  monthlyRent: number | null;
  charges: number | null;
  inventoryCost: number | null;
  priceAmount: number | null;
  /** The listing's documents (floor plan, EPC …): name in the language and absolute or site-relative URL. */
  documents: { name: string; url: string }[];
}

/** `loaders`: the request's, so several summaries load in one batch per relation (the owners' list). */
export async function propertySummary(
  ds: DataSource,
  id: number,
  lang: LanguageCode,
  loaders: LoaderRegistry = new LoaderRegistry(ds),
): Promise<PropertySummary | null> {
  const row = await loaders.get(propertyRowById).load(id);
  if (!row) return null;
  const view = new PropertyView(row, lang);
  const [texts, city, photo] = await Promise.all([
    loaders.get(textsByProperty).load(id),
    loaders.get(cityById).load(row.cityId),
    loaders.get(thumbnailByProperty).load(id),
  ]);
  const title = textIn(texts, lang)?.title ?? '';
  return {
    id,
    title,
    price: view.price.formatted,
    address: view.address.formatted,
    photoUrl: photo?.url ?? null,
    photoSize:
      photo && photo.width > 0 && photo.height > 0 ? { width: photo.width, height: photo.height } : null,
    path: propertyPath(lang, view.goal, city ? cityName(city, lang) : view.address.city, title, id),
    goal: view.goal,
    availability: view.availability,
    city: city ? cityName(city, lang) : view.address.city,
    monthlyRent: view.costs.monthlyRent ?? (view.goal === 'RENT' ? view.price.amount : null),
    charges: view.costs.chargesRenter,
    inventoryCost: view.costs.inventoryCost,
    priceAmount: view.price.amount,
    documents: (row.documents ?? []).map((d) => ({ name: documentName(d, lang), url: d.url })),
  };
}

/** The agent who manages a listing, as mails name them (phone and e-mail '' when unknown). */
export interface ListingAgent {
  name: string;
  phone: string;
  email: string;
}

/** The agent who manages a listing (mails about it go to their address), or null when it has none. */
export async function listingAgent(
  ds: DataSource,
  id: number,
  loaders: LoaderRegistry = new LoaderRegistry(ds),
): Promise<ListingAgent | null> {
  const row = await loaders.get(propertyRowById).load(id);
  if (!row || row.managerId === null) return null;
  const agent = await loaders.get(agentById).load(row.managerId);
  if (!agent) return null;
  return {
    name: `${agent.firstName} ${agent.lastName}`.trim(),
    phone: agent.phone.trim(),
    email: agent.email,
  };
}
