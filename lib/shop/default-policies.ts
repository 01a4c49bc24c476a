// The default texts of the contact, refunds, terms and privacy pages, for a Lagos merchant selling events,
// cinema, coach trips and hotel stays, with the merchant's facts filled in. A merchant replaces any of them with
// a file of its own (MERCHANT_POLICY_DIR; server/shop/policies.ts), in the format of ./policy-markdown.ts.
import { formatPhone } from '@/lib/format/phone';
import { hotelCancellationText, hourText, type StayTermsText } from './terms';

export const POLICY_PAGES = ['contact', 'refunds', 'terms', 'privacy'] as const;
export type PolicyPage = (typeof POLICY_PAGES)[number];

export interface PolicyFacts {
  name: string;
  address: string;
  supportEmail: string;
  supportPhone: string;
  stay: StayTermsText;
  reportingMinutes: number;
}

const contact = ({ supportEmail, supportPhone }: PolicyFacts) => `
# Opening hours
Monday to Saturday, 8:00 am to 8:00 pm, and Sunday, 12:00 pm to 6:00 pm (Lagos time). Emails that come in after hours are answered the next morning.

# What to include
- Your order number (it starts with web-, and is in your confirmation email and on your order page).
- The name and email address you booked with.
- What went wrong or what you would like changed, and, for a refund, the bank account the payment came from if it was a transfer.

# Urgent help on the day
If your event, screening, coach or stay is today, call ${formatPhone(supportPhone)} rather than email ${supportEmail}, so we can help before it starts.
`;

const refunds = ({ name, supportEmail, stay, reportingMinutes }: PolicyFacts) => `
# How refunds work
${name} refunds to the card or account you paid with. Refunds are started within 2 working days of being agreed and usually reach you within 5 to 10 working days, depending on your bank. Convenience fees are refunded only when the event, screening, trip or stay is cancelled.

# Events
- Event tickets cannot be cancelled once bought.
- If the organiser cancels the event, you get a full refund, fees included, without asking.
- If the event is moved to another date, your ticket stays valid; if you cannot attend the new date, ask for a refund within 7 days of the change being announced.

# Cinema
- Cinema tickets can be cancelled up to 2 hours before the showtime; the ticket price is refunded.
- If the screening is cancelled, you get a full refund, fees included.

# Coach trips
- Cancel up to 24 hours before departure for a refund of the fare.
- Less than 24 hours before departure, or if you miss the coach, there is no refund. Please be at the terminal ${reportingMinutes} minutes before departure.
- If the operator cancels the trip, you get a full refund, fees included, or a seat on another departure if you prefer.

# Hotel stays
- ${hotelCancellationText(stay)}
- If the hotel cannot honour your booking, you get a full refund, fees included.

# How to ask
Email ${supportEmail} with your order number and what you would like cancelled. We answer within one working day. Tickets that have been scanned or used cannot be refunded.
`;

const terms = ({ name, address, supportEmail, stay }: PolicyFacts) => `
# Who we are
${name}, ${address}, sells tickets for events, cinema screenings, coach trips and hotel stays on behalf of the organisers, cinemas, coach operators and hotels that run them. They are responsible for the event, screening, trip or stay itself.

# Your order
- Prices are in Naira and include the convenience fee shown before you pay.
- Tickets are held for a few minutes while you pay; an order is confirmed only when your payment is confirmed and your booking reference is shown.
- Your tickets are on your order page and in your confirmation email. Each has a code that is scanned once at the door, the terminal or the hotel desk; keep it private.

# On the day
- Events and cinema: bring your ticket code on your phone or on paper. Age limits and the venue's own rules apply.
- Coach trips: bring a photo ID matching the passenger's name. Luggage beyond the allowance may be charged by the operator.
- Hotel stays: check-in from ${hourText(stay.checkinFrom)} and check-out by ${hourText(stay.checkoutBy)}. The hotel may ask for a photo ID and a refundable deposit for incidentals.

# Cancellations and refunds
Our Refunds & cancellations page says what can be cancelled and until when.

# Questions or complaints
Email ${supportEmail}. These terms are governed by the laws of the Federal Republic of Nigeria.
`;

const privacy = ({ name, supportEmail }: PolicyFacts) => `
# What we keep and why
${name} keeps only what it needs to sell you tickets and look after your order, as the Nigeria Data Protection Act 2023 asks.
- Your name, email address and phone number: to hold and issue your tickets, send your confirmation and reach you if something changes. Coach passengers' names are kept to print on their tickets.
- Your order records (what you bought, when, for how much, and the ticket codes): to show your order, check tickets at the door and answer questions. We keep them for 6 years, as tax law requires.
- Your payment: our payment provider takes your card or transfer details; we never see or store your card number. We keep the payment's reference, amount and status.

# Who we share it with
- The organiser, cinema, coach operator or hotel of your booking, to admit you.
- Our payment provider, to take your payment and refund it.
- Our email provider, to send your confirmation.
We never sell your details or use them for advertising.

# Cookies
We use one cookie for your checkout and session: it remembers the tickets you are holding and your last order. There are no advertising or tracking cookies.

# Your rights
You may ask for a copy of your details, ask us to correct them, or ask us to delete them where we are not required to keep them. Email ${supportEmail}; we answer within 30 days.
`;

const TEXTS: Record<PolicyPage, (facts: PolicyFacts) => string> = {
  contact,
  refunds,
  terms,
  privacy,
};

export function defaultPolicy(page: PolicyPage, facts: PolicyFacts): string {
  return TEXTS[page](facts).trim();
}
