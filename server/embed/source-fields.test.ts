// Tests of the embed's source fields: read from the embed page's query, written as hidden fields, read back from the form.
import { describe, expect, it } from 'vitest';
import { codeFromQuery, embedFields, readEmbedForm, sourceFromQuery } from './source-fields';

const ALLOWED = ['https://blog.example'];

function formOf(fields: [string, string][]): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

describe('embed source fields', () => {
  it('takes the first utm value of each kind from the query, and drops empty or odd ones', () => {
    expect(
      sourceFromQuery('https://blog.example', {
        utm_source: ['news', 'other'],
        utm_medium: '  ',
        utm_campaign: 'a\u0000b',
        utm_term: 'x',
      }),
    ).toEqual({
      host: 'https://blog.example',
      utmSource: 'news',
      utmMedium: null,
      utmCampaign: null,
    });
  });

  it('round-trips through the hidden fields of the reserve form', () => {
    const source = {
      host: 'https://blog.example',
      utmSource: 'news',
      utmMedium: 'email',
      utmCampaign: null,
    };
    expect(readEmbedForm(formOf(embedFields({ source, framed: true })), ALLOWED)).toEqual({
      source,
      framed: true,
      code: null,
    });
    expect(readEmbedForm(formOf(embedFields({ source, framed: false })), ALLOWED)).toEqual({
      source,
      framed: false,
      code: null,
    });
  });

  it('carries a campaign link’s promo code through the form, normalised; anything that is no code is dropped', () => {
    const source = {
      host: 'https://blog.example',
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
    };
    const code = codeFromQuery({ code: [' launch-20 ', 'OTHER'] });
    expect(code).toBe('LAUNCH-20');
    expect(readEmbedForm(formOf(embedFields({ source, framed: true, code })), ALLOWED)).toEqual({
      source,
      framed: true,
      code: 'LAUNCH-20',
    });
    expect(codeFromQuery({ code: '<b>x</b>' })).toBeNull();
    expect(
      readEmbedForm(
        formOf([...embedFields({ source, framed: false }), ['embed.code', 'a b']]),
        ALLOWED,
      )?.code,
    ).toBeNull();
  });

  it('a form without the embed fields is the web shop’s', () => {
    expect(readEmbedForm(formOf([['name', 'Ada']]), ALLOWED)).toBeNull();
  });

  it('an embed without a known host still counts as an embed, with no host', () => {
    const fields = embedFields({
      source: { host: null, utmSource: null, utmMedium: null, utmCampaign: null },
      framed: false,
    });
    expect(fields).toEqual([['embed.host', '']]);
    expect(readEmbedForm(formOf(fields), ALLOWED)).toEqual({
      source: { host: null, utmSource: null, utmMedium: null, utmCampaign: null },
      framed: false,
      code: null,
    });
  });
});
