import { DEMAND_RULES, SEARCH_ENERGY_LETTERS, SEARCH_FREQUENCIES } from '../../common/forms/demand-rules';
import type { LanguageCode } from '../core/config';
import { escapeHtml } from '../core/http/html';
import { translate, type MessageId } from '../core/messages';
import { searchSummary, type ManagedSearch, type ManagedWatch } from './manage-alerts.service';

/** The manage page's own styles, after the standalone pages' (cards, fields, quiet buttons). */
export const MANAGE_PAGE_STYLE =
  'h2{font-size:1.2rem;margin-top:2rem}h3{font-size:1.05rem;margin:0 0 .25rem}' +
  '.card{border:1px solid #d4d4d8;border-radius:8px;padding:1rem;margin:.75rem 0}' +
  '.meta{color:#52525b;margin:.25rem 0 .75rem}.badge{display:inline-block;background:#fef3c7;color:#78350f;border-radius:4px;padding:0 .4rem;font-size:.85rem}' +
  '.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:.75rem}.actions form{margin:0}' +
  'button.quiet{background:#fff;color:#1d4ed8;border:1px solid #1d4ed8}button.danger{background:#fff;color:#b91c1c;border:1px solid #b91c1c}' +
  'details{margin-top:.5rem}summary{cursor:pointer;color:#1d4ed8}' +
  'label{display:block;margin:.75rem 0 .25rem;font-weight:bold}' +
  'input,select{font:inherit;padding:.4rem;border:1px solid #71717a;border-radius:4px;width:100%;box-sizing:border-box;max-width:20rem}' +
  '.row{display:flex;flex-wrap:wrap;gap:0 1rem}.row>div{flex:1 1 9rem;display:flex;flex-direction:column;justify-content:flex-end}' +
  '.error{color:#b91c1c;margin:.25rem 0 0}.notice{background:#ecfdf5;color:#065f46;padding:.75rem;border-radius:6px}' +
  'a{color:#1d4ed8}';

type Issues = ReadonlyMap<string, string>;

/** The manage page's content for one address: its searches and watches, each with its forms. */
export function manageAlertsBody(page: {
  lang: LanguageCode;
  email: string;
  searches: readonly ManagedSearch[];
  watches: readonly ManagedWatch[];
  /** What the last action did ("Your changes are saved."), shown on top. */
  notice: MessageId | null;
  /** Field issues of a change that was refused: the search's id and each field's message. */
  refused?: { id: string; issues: Issues; values: Record<string, string> } | null;
  baseUrl: string;
}): string {
  const { lang } = page;
  const t = (id: MessageId, params: Record<string, string | number> = {}) =>
    escapeHtml(translate(lang, id, params));
  const notice = page.notice
    ? `<p role="status" class="${page.refused ? 'error' : 'notice'}">${t(page.notice)}</p>`
    : '';
  const intro = `<p>${t('page.alerts.intro', { email: page.email })}</p>`;
  if (page.searches.length === 0 && page.watches.length === 0)
    return `${intro}${notice}<p>${t('page.alerts.none')}</p>`;
  const searches =
    page.searches.length === 0
      ? ''
      : `<h2>${t('page.alerts.searches')}</h2>${page.searches
          .map((s) => searchCard(lang, s, page.refused?.id === s.id ? page.refused : null))
          .join('')}`;
  const watches =
    page.watches.length === 0
      ? ''
      : `<h2>${t('page.alerts.watches')}</h2>${page.watches.map((w) => watchCard(lang, w, page.baseUrl)).join('')}`;
  const stop = `<h2>${t('page.alerts.stopAll')}</h2><p>${t('page.alerts.stopAllText')}</p>
<form method="post"><input type="hidden" name="action" value="stop-all"><button type="submit" class="danger">${t('page.alerts.stopAll')}</button></form>`;
  return `${intro}${notice}${searches}${watches}${stop}`;
}

const FREQUENCY_TEXTS = {
  instant: 'page.alerts.instant',
  daily: 'page.alerts.daily',
  weekly: 'page.alerts.weekly',
} as const satisfies Record<(typeof SEARCH_FREQUENCIES)[number], MessageId>;

function pauseDeleteForms(lang: LanguageCode, kind: 'search' | 'watch', id: string, paused: boolean): string {
  const t = (mid: MessageId) => escapeHtml(translate(lang, mid));
  const hidden = `<input type="hidden" name="kind" value="${kind}"><input type="hidden" name="id" value="${escapeHtml(id)}">`;
  return `<div class="actions">
<form method="post"><input type="hidden" name="action" value="${paused ? 'resume' : 'pause'}">${hidden}<button type="submit" class="quiet">${t(paused ? 'page.alerts.resume' : 'page.alerts.pause')}</button></form>
<form method="post"><input type="hidden" name="action" value="delete">${hidden}<button type="submit" class="danger">${t('page.alerts.delete')}</button></form>
</div>`;
}

function searchCard(
  lang: LanguageCode,
  s: ManagedSearch,
  refused: { issues: Issues; values: Record<string, string> } | null,
): string {
  const t = (id: MessageId) => escapeHtml(translate(lang, id));
  const summary = searchSummary(lang, s);
  const title = s.name ?? summary;
  const fieldId = (name: string) => `${name}-${s.id}`;
  const value = (name: string, stored: string | number | null) =>
    escapeHtml(refused ? (refused.values[name] ?? '') : stored === null ? '' : String(stored));
  const error = (name: string) => {
    const message = refused?.issues.get(name);
    return message ? `<p class="error" id="${fieldId(name)}-error">${escapeHtml(message)}</p>` : '';
  };
  const described = (name: string) =>
    refused?.issues.has(name) ? ` aria-invalid="true" aria-describedby="${fieldId(name)}-error"` : '';
  /** A text field (with its longest length) or a numeric one. */
  const input = (name: string, label: MessageId, stored: string | number | null, size: number | 'numeric') =>
    `<div><label for="${fieldId(name)}">${t(label)}</label><input id="${fieldId(name)}" name="${name}" value="${value(name, stored)}"${
      size === 'numeric' ? ' inputmode="numeric"' : ` maxlength="${size}"`
    }${described(name)}>${error(name)}</div>`;
  const frequency = refused ? refused.values.frequency : s.frequency;
  const energy = refused ? refused.values.maxEnergyLabel : (s.maxEnergyLabel ?? '');
  const form = `<details${refused ? ' open' : ''}><summary>${t('page.alerts.change')}</summary>
<form method="post"><input type="hidden" name="action" value="save"><input type="hidden" name="kind" value="search"><input type="hidden" name="id" value="${escapeHtml(s.id)}">
${input('name', 'page.alerts.fieldName', s.name, DEMAND_RULES.searchName.max)}
<div><label for="${fieldId('frequency')}">${t('page.alerts.fieldFrequency')}</label><select id="${fieldId('frequency')}" name="frequency"${described('frequency')}>${SEARCH_FREQUENCIES.map(
    (f) => `<option value="${f}"${f === frequency ? ' selected' : ''}>${t(FREQUENCY_TEXTS[f])}</option>`,
  ).join('')}</select>${error('frequency')}</div>
<div class="row">${input('priceMin', 'page.alerts.fieldPriceMin', s.priceMin, 'numeric')}${input('priceMax', 'page.alerts.fieldPriceMax', s.priceMax, 'numeric')}</div>
<div class="row">${input('minBedrooms', 'page.alerts.fieldBedrooms', s.minBedrooms, 'numeric')}${input('minLivingArea', 'page.alerts.fieldLivingArea', s.minLivingArea, 'numeric')}</div>
<div><label for="${fieldId('maxEnergyLabel')}">${t('page.alerts.fieldEnergy')}</label><select id="${fieldId('maxEnergyLabel')}" name="maxEnergyLabel"${described('maxEnergyLabel')}><option value="">${t('page.alerts.energyAny')}</option>${SEARCH_ENERGY_LETTERS.map(
    (l) => `<option value="${l}"${l === energy ? ' selected' : ''}>${l}</option>`,
  ).join('')}</select>${error('maxEnergyLabel')}</div>
${input('text', 'page.alerts.fieldWords', s.words.join(' '), DEMAND_RULES.text.max)}
<p><button type="submit">${t('page.alerts.save')}</button></p>
</form></details>`;
  const paused = s.paused ? ` <span class="badge">${t('page.alerts.paused')}</span>` : '';
  return `<section class="card" aria-label="${escapeHtml(title)}"><h3>${escapeHtml(title)}${paused}</h3>
<p class="meta">${s.name ? `${escapeHtml(summary)}<br>` : ''}${t(FREQUENCY_TEXTS[s.frequency])}</p>
${form}${pauseDeleteForms(lang, 'search', s.id, s.paused)}</section>`;
}

function watchCard(lang: LanguageCode, w: ManagedWatch, baseUrl: string): string {
  const t = (id: MessageId) => escapeHtml(translate(lang, id));
  const paused = w.paused ? ` <span class="badge">${t('page.alerts.paused')}</span>` : '';
  const l = w.listing;
  const head = l
    ? `<h3><a href="${escapeHtml(new URL(l.path, baseUrl).href)}">${escapeHtml(l.title || `Ref ${l.id}`)}</a>${paused}</h3>
<p class="meta">${escapeHtml([l.city, l.price].filter(Boolean).join(' · '))}</p>`
    : `<h3>${t('page.alerts.gone')}${paused}</h3>`;
  return `<section class="card">${head}${pauseDeleteForms(lang, 'watch', w.id, w.paused)}</section>`;
}
