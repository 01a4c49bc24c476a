// React elements to static HTML, for emails. react-dom/server cannot run where this storefront sends mail (the
// react-server condition of its process and of Next's server layer), and an email needs none of its features:
// @react-email/components are plain function components (no hooks, no context), so walking the tree is enough.
// Its output matches @react-email/render's, comments aside (server/email/static-markup.test.tsx).
import { Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/** React's names of attributes that differ from HTML's. */
const ATTRIBUTE_NAMES: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  httpEquiv: 'http-equiv',
  acceptCharset: 'accept-charset',
};

/** CSS properties whose numbers take no unit (React's list, cut to those an email may use). */
const UNITLESS = new Set([
  'fontWeight',
  'lineHeight',
  'opacity',
  'zIndex',
  'flex',
  'flexGrow',
  'flexShrink',
  'order',
  'zoom',
]);

const FORWARD_REF = Symbol.for('react.forward_ref');
const MEMO = Symbol.for('react.memo');

/** React's escaping, the same for text and attribute values. */
const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

const kebab = (property: string) =>
  property.startsWith('--')
    ? property
    : property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/^ms-/, '-ms-');

function styleText(style: Record<string, unknown>): string {
  return Object.entries(style)
    .filter(
      ([, value]) =>
        value !== null && value !== undefined && value !== '' && typeof value !== 'boolean',
    )
    .map(
      ([property, value]) =>
        `${kebab(property)}:${typeof value === 'number' && value !== 0 && !UNITLESS.has(property) ? `${value}px` : String(value).trim()}`,
    )
    .join(';');
}

function attributes(props: Record<string, unknown>): string {
  let out = '';
  for (const [name, value] of Object.entries(props)) {
    if (
      name === 'children' ||
      name === 'dangerouslySetInnerHTML' ||
      name === 'key' ||
      name === 'ref'
    )
      continue;
    if (value === null || value === undefined || value === false || typeof value === 'function')
      continue;
    const html = ATTRIBUTE_NAMES[name] ?? name;
    if (name === 'style' && typeof value === 'object') {
      const text = styleText(value as Record<string, unknown>);
      if (text) out += ` style="${escapeHtml(text)}"`;
      continue;
    }
    // `data-*` and `aria-*` attributes say "true"; others, such as `hidden`, are present or absent.
    const word = value === true && !/^(data|aria)-/.test(name) ? '' : String(value);
    out += ` ${html}="${escapeHtml(word)}"`;
  }
  return out;
}

type Component = (props: Record<string, unknown>) => ReactNode;

/** The element's own output, for a component element (function, forwardRef or memo). */
function renderComponent(type: unknown, props: Record<string, unknown>): ReactNode {
  if (typeof type === 'function') return (type as Component)(props);
  const tagged = type as {
    $$typeof?: symbol;
    render?: (props: unknown, ref: null) => ReactNode;
    type?: unknown;
  };
  if (tagged.$$typeof === FORWARD_REF) return tagged.render!(props, null);
  if (tagged.$$typeof === MEMO) return renderComponent(tagged.type, props);
  throw new Error('This element cannot be rendered in an email.');
}

export function staticMarkup(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string') return escapeHtml(node);
  if (typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map(staticMarkup).join('');
  if (!isValidElement(node)) throw new Error('This node cannot be rendered in an email.');
  const { type, props } = node as ReactElement<Record<string, unknown>>;
  if (type === Fragment) return staticMarkup(props.children as ReactNode);
  if (typeof type !== 'string') return staticMarkup(renderComponent(type, props));
  const open = `<${type}${attributes(props)}`;
  if (VOID.has(type)) return `${open}/>`;
  const inner =
    (props.dangerouslySetInnerHTML as { __html?: string } | undefined)?.__html ??
    staticMarkup(props.children as ReactNode);
  return `${open}>${inner}</${type}>`;
}

/** A whole email document: the doctype react-email gives, then the markup. */
export const emailDocument = (element: ReactElement) =>
  `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">${staticMarkup(element)}`;
