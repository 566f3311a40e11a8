/**
 * A small, independent reader of iCalendar text for tests: unfolds lines (RFC 5545 §3.1),
 * splits each into name, parameters and value, and undoes text escaping.
 */
export interface IcsProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}

export function unfold(ics: string): string[] {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line !== '');
}

export function parseLine(line: string): IcsProperty {
  const colon = line.indexOf(':');
  const head = line.slice(0, colon);
  const [name = '', ...params] = head.split(';');
  return {
    name,
    params: Object.fromEntries(params.map((p) => p.split('=') as [string, string])),
    value: line.slice(colon + 1),
  };
}

export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

/** The properties of the first component with this name (e.g. VEVENT), nested components left out. */
export function component(ics: string, name: string): IcsProperty[] {
  const lines = unfold(ics);
  const start = lines.indexOf(`BEGIN:${name}`);
  const end = lines.indexOf(`END:${name}`, start);
  if (start === -1 || end === -1) return [];
  return lines.slice(start + 1, end).map(parseLine);
}

export function property(props: IcsProperty[], name: string): IcsProperty | undefined {
  return props.find((p) => p.name === name);
}

/** The instant of a UTC date-time value such as a DTSTAMP, '20261125T110219Z'. */
export function utcInstant(value: string): number {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) throw new Error(`Not a UTC date-time: ${value}`);
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return Date.UTC(year, month - 1, day, hour, minute, second);
}
