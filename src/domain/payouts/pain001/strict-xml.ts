// A small, strict XML reader for element-only documents such as pain.001: an XML declaration, elements with
// attributes, text in leaf elements, the five predefined entities and numeric character references. Anything else
// (comments, processing instructions, CDATA, DOCTYPE, mixed content, namespace prefixes) is refused, so that
// checkPain001 sees exactly what a bank's parser would see. Used by the checker only.

export type XmlElement = {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** Decoded text of a leaf element ('' for aggregates). */
  text: string;
};

export class XmlSyntaxError extends Error {
  constructor(message: string, offset: number, source: string) {
    const line = source.slice(0, offset).split('\n').length;
    super(`XML syntax error on line ${line}: ${message}`);
    this.name = 'XmlSyntaxError';
  }
}

const NAME = /[A-Za-z_][A-Za-z0-9._-]*/y;
const XML_DECLARATION =
  /<\?xml\s+version\s*=\s*(["'])1\.0\1(\s+encoding\s*=\s*(["'])UTF-8\3)(\s+standalone\s*=\s*(["'])(yes|no)\5)?\s*\?>/iy;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const ENTITY = /&(#x[0-9A-Fa-f]+|#[0-9]+|[A-Za-z]+);/g;
/** Characters XML 1.0 allows (production [2] Char). */
const XML_CHARS = /^[\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]*$/u;

function decode(raw: string, offset: number, source: string): string {
  if (raw.includes('&')) {
    const stray = raw.replace(ENTITY, '').indexOf('&');
    if (stray >= 0) throw new XmlSyntaxError("'&' must be written as &amp;", offset, source);
    return raw.replace(ENTITY, (_, reference: string) => {
      if (reference.startsWith('#')) {
        const codePoint = reference[1] === 'x' ? Number.parseInt(reference.slice(2), 16) : Number(reference.slice(1));
        const character = codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : '';
        if (!XML_CHARS.test(character) || character === '') {
          throw new XmlSyntaxError(`&${reference}; is not an XML character`, offset, source);
        }
        return character;
      }
      const value = ENTITIES[reference];
      if (value === undefined) throw new XmlSyntaxError(`unknown entity &${reference};`, offset, source);
      return value;
    });
  }
  return raw;
}

/** Parses a whole document; throws XmlSyntaxError on the first fault. */
export function parseStrictXml(source: string): XmlElement {
  if (source.charCodeAt(0) === 0xfeff)
    throw new XmlSyntaxError('byte order mark before the XML declaration', 0, source);
  if (!XML_CHARS.test(source)) throw new XmlSyntaxError('the document contains characters XML forbids', 0, source);
  let position = 0;

  const skipWhitespace = () => {
    while (position < source.length) {
      const code = source.charCodeAt(position);
      if (code !== 0x20 && code !== 0x0a && code !== 0x0d && code !== 0x09) break;
      position++;
    }
  };
  const readName = (): string => {
    NAME.lastIndex = position;
    const match = NAME.exec(source);
    if (!match) throw new XmlSyntaxError('name expected', position, source);
    position += match[0].length;
    if (source[position] === ':') throw new XmlSyntaxError('namespace prefixes are not allowed', position, source);
    return match[0];
  };
  const refuseMarkup = () => {
    if (source.startsWith('<!--', position)) throw new XmlSyntaxError('comments are not allowed', position, source);
    if (source.startsWith('<![CDATA[', position)) throw new XmlSyntaxError('CDATA is not allowed', position, source);
    if (source.startsWith('<!', position)) throw new XmlSyntaxError('DOCTYPE is not allowed', position, source);
    if (source.startsWith('<?', position)) {
      throw new XmlSyntaxError('processing instructions are not allowed', position, source);
    }
  };

  const readElement = (): XmlElement => {
    refuseMarkup();
    if (source[position] !== '<') throw new XmlSyntaxError("'<' expected", position, source);
    position++;
    const name = readName();
    const attributes: Record<string, string> = {};
    for (;;) {
      const before = position;
      skipWhitespace();
      if (source.startsWith('/>', position)) {
        position += 2;
        return { name, attributes, children: [], text: '' };
      }
      if (source[position] === '>') {
        position++;
        break;
      }
      if (position === before) throw new XmlSyntaxError(`blank expected in <${name}>`, position, source);
      let attributeName = readName();
      if (attributeName === 'xmlns' && source[position] === ':') attributeName += readName();
      skipWhitespace();
      if (source[position] !== '=') throw new XmlSyntaxError(`'=' expected after ${attributeName}`, position, source);
      position++;
      skipWhitespace();
      const quote = source[position];
      if (quote !== '"' && quote !== "'") throw new XmlSyntaxError('quoted attribute value expected', position, source);
      const end = source.indexOf(quote, position + 1);
      if (end < 0) throw new XmlSyntaxError('unterminated attribute value', position, source);
      const raw = source.slice(position + 1, end);
      if (raw.includes('<')) throw new XmlSyntaxError("'<' in an attribute value", position, source);
      if (attributeName in attributes) {
        throw new XmlSyntaxError(`attribute ${attributeName} repeated`, position, source);
      }
      attributes[attributeName] = decode(raw, position, source);
      position = end + 1;
    }
    const children: XmlElement[] = [];
    let text = '';
    for (;;) {
      const next = source.indexOf('<', position);
      if (next < 0) throw new XmlSyntaxError(`<${name}> is not closed`, position, source);
      text += decode(source.slice(position, next), position, source);
      position = next;
      if (source.startsWith('</', position)) {
        position += 2;
        const closing = readName();
        if (closing !== name) throw new XmlSyntaxError(`</${closing}> closes <${name}>`, position, source);
        skipWhitespace();
        if (source[position] !== '>') throw new XmlSyntaxError("'>' expected", position, source);
        position++;
        break;
      }
      children.push(readElement());
    }
    if (children.length > 0) {
      if (text.trim() !== '') throw new XmlSyntaxError(`<${name}> mixes text and elements`, position, source);
      text = '';
    }
    return { name, attributes, children, text };
  };

  XML_DECLARATION.lastIndex = 0;
  const declaration = XML_DECLARATION.exec(source);
  if (!declaration) throw new XmlSyntaxError('the XML declaration with version 1.0 and UTF-8 is missing', 0, source);
  position = declaration[0].length;
  skipWhitespace();
  const root = readElement();
  skipWhitespace();
  if (position !== source.length) {
    refuseMarkup();
    throw new XmlSyntaxError('content after the root element', position, source);
  }
  return root;
}
