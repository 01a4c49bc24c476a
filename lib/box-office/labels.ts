// How the box office's records pages write tenders.
import { TENDER_LABELS, type TenderKind } from './tender';

export const tenderLabel = (tender: TenderKind | null) => (tender ? TENDER_LABELS[tender] : '—');
