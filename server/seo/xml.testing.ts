import { createRequire } from 'node:module';
import { expect } from 'vitest';

/** The part of jsdom the tests use (the package ships no types of its own). */
interface Jsdom {
  JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } };
}
const { JSDOM } = createRequire(__filename)('jsdom') as Jsdom;

/** Parsed as a crawler would: a document that is not well-formed XML fails the test. */
export function parseXml(xml: string): Document {
  const doc = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror'), xml.slice(0, 200)).toHaveLength(0);
  return doc;
}
