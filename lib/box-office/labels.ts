// How the box office's records pages write times and tenders.
import { TENDER_LABELS, type TenderKind } from './tender';

const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', hour: '2-digit', minute: '2-digit' });
const dateTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', dateStyle: 'medium', timeStyle: 'short' });

/** The time of day in Lagos (`14:05`). */
export const formatSaleTime = (at: number) => time.format(new Date(at));
/** Date and time in Lagos (`23 Nov 2026, 14:05`). */
export const formatSaleDateTime = (at: number) => dateTime.format(new Date(at));

export const tenderLabel = (tender: TenderKind | null) => (tender ? TENDER_LABELS[tender] : '—');
