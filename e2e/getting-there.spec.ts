// Getting there and staying on an event page against the real service: a Lagos concert lists coaches from Abuja that
// arrive before it starts, coaches back to Abuja after it, and Lagos hotels for its night, each with a price and an
// "Add to basket" reached by keyboard; axe clean on a phone and a desktop. On the desktop a seat and a room are added
// to the basket in one click each (nothing is reserved or bought).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { eventIdByTitle } from './support/inventory';
import { tabTo } from './support/keyboard';

// In Lagos 12 days after seeding, 7 pm to midnight (server/inventory/seed/experiences-data.ts).
const CONCERT = 'Afrobeats Live at Eko';

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).include('#getting-there').analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test(`a Lagos concert offers coaches from Abuja there and back and a room for the night (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(`/events/${await eventIdByTitle(CONCERT)}`);
    const section = page.getByRole('region', { name: 'Getting there and staying' });
    await expect(section).toBeVisible();

    // Abuja → Lagos takes 10 hours: the 6:00 am and 8:00 am coaches arrive at 4:00 pm and 6:00 pm, before 7:00 pm.
    const there = section.getByRole('region', { name: 'Coaches to Lagos' });
    await expect(there.getByRole('listitem').filter({ hasText: 'Abuja → Lagos' })).toHaveCount(2);
    await expect(there).toContainText(
      /Abuja → Lagos: \w{3} \d{1,2} \w{3}, 8:00 am → arrives 6:00 pm/,
    );
    await expect(there).toContainText('per seat');
    // Back the next morning: the earliest two Abuja coaches.
    const back = section.getByRole('region', { name: 'Coaches back from Lagos' });
    await expect(back).toContainText(/Lagos → Abuja: \w{3} \d{1,2} \w{3}, 6:00 am/);
    await expect(back).toContainText(/Lagos → Abuja: \w{3} \d{1,2} \w{3}, 7:30 am/);
    const stays = section.getByRole('region', { name: 'A room in Lagos for the night' });
    await expect(stays.getByRole('listitem').first()).toContainText('a night');
    await expect(stays.getByRole('listitem').first()).toContainText(
      /Check-in \w{3} \d{1,2} \w{3}, check-out/,
    );

    // Each offer is one button, named for what it adds, reached with the keyboard.
    const add = there.getByRole('button', {
      name: /^Add to basket for seat \d+ on the Abuja → Lagos coach leaving .*8:00 am$/,
    });
    await tabTo(page, add, 120);
    await expect(add).toBeFocused();
    await expect(
      stays.getByRole('button', { name: /^Add to basket for a .+ room at .+$/ }).first(),
    ).toBeVisible();

    await expectAxeClean(page);
    for (const [part, region] of [
      ['there', section],
      ['stays', stays],
    ] as const) {
      await region.evaluate((element) => element.scrollIntoView());
      await page.screenshot({ path: `/tmp/trip-getting-there-${name}-${part}.png` });
    }
    if (name === 'phone') return;

    // One click puts the seat in the basket; back on the page, one more puts the room there too.
    await add.press('Enter');
    await expect(page).toHaveURL(/\/basket$/);
    await expect(page.getByRole('heading', { name: 'Abuja → Lagos' })).toBeVisible();
    await page.goBack();
    const room = stays.getByRole('listitem').first();
    const hotel = (await room.getByRole('heading').textContent()) ?? '';
    await room.getByRole('button', { name: /^Add to basket for a .+ room at .+$/ }).click();
    await expect(page).toHaveURL(/\/basket$/);
    await expect(page.getByRole('heading', { name: hotel })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Abuja → Lagos' })).toBeVisible();
  });
}
