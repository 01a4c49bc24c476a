// The door's side of tests: an event moved to tonight in the e2e service database (the demo catalogue's
// events are days away, and a ticket admits on its day only), and the check-in page's page object.
import Database from 'better-sqlite3';
import jsQR from 'jsqr';
import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_INVENTORY_DB_PATH } from '../../playwright.config';

/** Moves the event so titled to start a few minutes from now, as a concert tonight; its id. */
export function moveEventToNow(title: string): string {
  const db = new Database(E2E_INVENTORY_DB_PATH);
  try {
    const start = Date.now() + 10 * 60_000;
    const row = db.prepare('UPDATE experiences SET start_at = ?, end_at = ? WHERE title = ? RETURNING id').get(start, start + 3 * 3_600_000, title) as { id: string } | undefined;
    if (!row) throw new Error(`no event titled ${title}`);
    return row.id;
  } finally {
    db.close();
  }
}

const QR_PIXELS = 320;

/** What each QR code in `images` shows, read from its pixels as a phone's camera would. */
export async function readQrCodes(images: Locator): Promise<string[]> {
  // Drawn in the page, sent back as one grey byte a pixel (base64): small enough to pass quickly.
  const frames = await images.evaluateAll(async (elements, size) => {
    const frames: string[] = [];
    for (const element of elements) {
      const svg = element.querySelector('svg')!.cloneNode(true) as SVGSVGElement;
      svg.setAttribute('width', String(size));
      svg.setAttribute('height', String(size));
      const picture = new Image(size, size);
      picture.src = `data:image/svg+xml;base64,${btoa(new XMLSerializer().serializeToString(svg))}`;
      await picture.decode();
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = size;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, size, size);
      context.drawImage(picture, 0, 0, size, size);
      const { data } = context.getImageData(0, 0, size, size);
      let grey = '';
      for (let i = 0; i < data.length; i += 4) grey += String.fromCharCode(data[i]!);
      frames.push(btoa(grey));
    }
    return frames;
  }, QR_PIXELS);
  return frames.map((frame) => {
    const grey = Buffer.from(frame, 'base64');
    const rgba = new Uint8ClampedArray(grey.length * 4);
    grey.forEach((value, i) => rgba.set([value, value, value, 255], i * 4));
    const text = jsQR(rgba, QR_PIXELS, QR_PIXELS)?.data;
    if (!text) throw new Error('a QR code could not be read');
    return text;
  });
}

export class CheckInPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/box-office/check-in');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();
  }

  /** Chooses the list whose title starts with `title`, at `gate`, and waits for its copy on the device. */
  async choose(title: string | RegExp, gate: string) {
    const select = this.page.getByLabel('Checking in');
    const label = await select.locator('option').filter({ hasText: title }).first().textContent();
    await select.selectOption({ label: label ?? '' });
    await this.page.getByLabel('Gate').fill(gate);
    await this.page.getByRole('button', { name: 'Start checking in' }).click();
    await this.expectListOnDevice();
  }

  async expectListOnDevice() {
    await expect(this.page.getByText(/^List on this device since/)).toBeVisible();
  }

  /** Types a code into the handheld scanner's field and presses Enter, as the scanner does. */
  async scan(code: string) {
    const field = this.page.getByLabel('Ticket code or order reference');
    await field.fill(code);
    await field.press('Enter');
  }

  answer() {
    return this.page.getByRole('region', { name: 'Scan result' });
  }

  async search(text: string) {
    const box = this.page.getByRole('searchbox', { name: 'Name, phone, reference or seat' });
    await box.fill(text);
    await box.press('Enter');
  }

  found() {
    return this.page.getByRole('list', { name: 'Tickets found' }).getByRole('listitem');
  }

  status() {
    return this.page.getByRole('region', { name: 'Connection' });
  }
}
