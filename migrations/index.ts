import { Catalog1763683200000 } from './1763683200000-catalog';
import { Content1763683200001 } from './1763683200001-content';
import { ListingSearchIndexes1763683200002 } from './1763683200002-listing-search-indexes';
import { PublicDataChangeNotify1763683200003 } from './1763683200003-public-data-change-notify';
import { FormsOutbox1763683200004 } from './1763683200004-forms-outbox';
import { DocumentsFriend1763683200005 } from './1763683200005-documents-friend';
import { Appointments1763683200006 } from './1763683200006-appointments';
import { DemandNewsletter1763683200008 } from './1763683200008-demand-newsletter';
import { TestimonialJobUploads1763683200009 } from './1763683200009-testimonial-job-uploads';
import { VisitEvents1763683200010 } from './1763683200010-visit-events';
import { OwnerPortal1763683200011 } from './1763683200011-owner-portal';
import { CounterCoveringKey1763683200012 } from './1763683200012-counter-covering-key';
import { MailRetries1763683200013 } from './1763683200013-mail-retries';
import { RecipientCaps1763683200014 } from './1763683200014-recipient-caps';
import { UniqueVisitors1763683200015 } from './1763683200015-unique-visitors';
import { DemandConfirmation1763683200016 } from './1763683200016-demand-confirmation';
import { ProjectsRibbons1763683200017 } from './1763683200017-projects-ribbons';
import { ListFilters1763683200018 } from './1763683200018-list-filters';
import { TypeaheadOrder1763683200019 } from './1763683200019-typeahead-order';
import { TestimonialChangeNotify1763683200020 } from './1763683200020-testimonial-change-notify';
import { PhotoUrlLookup1763683200021 } from './1763683200021-photo-url-lookup';
import { TestimonialPhoto1763683200022 } from './1763683200022-testimonial-photo';
import { Accounts1763683200023 } from './1763683200023-accounts';
import { ListingChanges1763683200024 } from './1763683200024-listing-changes';
import { VisitSlotChanges1763683200025 } from './1763683200025-visit-slot-changes';
import { SavedSearchModel1763683200026 } from './1763683200026-saved-search-model';
import { ListingWatch1763683200027 } from './1763683200027-listing-watch';
import { SavedSearchWords1763683200028 } from './1763683200028-saved-search-words';
import { BuyersArea1763683200029 } from './1763683200029-buyers-area';

/** Every migration, in order. Listed explicitly so tests and scripts need no file globbing. */
export const MIGRATIONS = [
  Catalog1763683200000,
  Content1763683200001,
  ListingSearchIndexes1763683200002,
  PublicDataChangeNotify1763683200003,
  FormsOutbox1763683200004,
  DocumentsFriend1763683200005,
  Appointments1763683200006,
  DemandNewsletter1763683200008,
  TestimonialJobUploads1763683200009,
  VisitEvents1763683200010,
  OwnerPortal1763683200011,
  CounterCoveringKey1763683200012,
  MailRetries1763683200013,
  RecipientCaps1763683200014,
  UniqueVisitors1763683200015,
  DemandConfirmation1763683200016,
  ProjectsRibbons1763683200017,
  ListFilters1763683200018,
  TypeaheadOrder1763683200019,
  TestimonialChangeNotify1763683200020,
  PhotoUrlLookup1763683200021,
  TestimonialPhoto1763683200022,
  Accounts1763683200023,
  ListingChanges1763683200024,
  VisitSlotChanges1763683200025,
  SavedSearchModel1763683200026,
  ListingWatch1763683200027,
  SavedSearchWords1763683200028,
  BuyersArea1763683200029,
];
