import type { DataSource } from 'typeorm';
import type { LanguageCode } from '../core/config';
import { pick } from '../core/localized';
import { sanitizeHtml } from './sanitize-html';
import { TeamMember } from './team-member.entity';
import type { TeamMemberView } from './team-member.types';

export async function listTeamMembers(ds: DataSource, lang: LanguageCode): Promise<TeamMemberView[]> {
  const rows = await ds.getRepository(TeamMember).find({ order: { sort: 'ASC', id: 'ASC' } });
  return rows.map((m) => ({
    id: m.id,
    firstName: m.firstName,
    lastName: m.lastName,
    jobTitle: pick(m.jobTitle, lang),
    bio: sanitizeHtml(pick(m.bio, lang)),
    email: m.email,
    phone: m.phone,
    photoUrl: m.photoUrl,
    sort: m.sort,
  }));
}
