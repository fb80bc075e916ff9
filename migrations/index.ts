import { Catalog1763683200000 } from './1763683200000-catalog';
import { Content1763683200001 } from './1763683200001-content';
import { ListingSearchIndexes1763683200002 } from './1763683200002-listing-search-indexes';
import { PublicDataChangeNotify1763683200003 } from './1763683200003-public-data-change-notify';
import { FormsOutbox1763683200004 } from './1763683200004-forms-outbox';
import { TestimonialJobUploads1763683200009 } from './1763683200009-testimonial-job-uploads';

/** Every migration, in order. Listed explicitly so tests and scripts need no file globbing. */
export const MIGRATIONS = [Catalog1763683200000, Content1763683200001, ListingSearchIndexes1763683200002, PublicDataChangeNotify1763683200003, FormsOutbox1763683200004, TestimonialJobUploads1763683200009];
