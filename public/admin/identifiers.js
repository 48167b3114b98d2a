// The identifiers the data files keep for each practice, testimonial, question, title and figure
// (the `id` that testimonials, closures and services use to point at one another) are never typed:
// the editor hides them (lib/admin/decap-fields.ts) and, when a save has an item without one, makes
// it here from the item's name, as the practice would write it: "Elena V." → "elena-v", unique in
// its list. An identifier once made never changes, so what points at it keeps working.

const CMS = window.CMS;
/** The fields an identifier is made from, the first one filled in. */
const NAMED_BY = ['name', 'question', 'title', 'label', 'facility'];
const MAX_LENGTH = 60;

/** "¿Cuánto dura la consulta?" → "cuanto-dura-la-consulta" (the schema's ID_PATTERN). */
function slug(text) {
  const words = String(text)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (words.length <= MAX_LENGTH) return words;
  return words.slice(0, MAX_LENGTH).replace(/-[^-]*$/, '') || words.slice(0, MAX_LENGTH);
}

const isMap = (value) => Boolean(value && value['@@__IMMUTABLE_MAP__@@']);
const isList = (value) => Boolean(value && value['@@__IMMUTABLE_LIST__@@']);

/** A list's items, each with an identifier when its field `id` is empty and it has a name. */
function withIdentifiers(list) {
  const taken = new Set(list.map((item) => (isMap(item) ? item.get('id') : null)).toArray());
  return list.map((item) => {
    if (!isMap(item)) return fill(item);
    const named = NAMED_BY.map((key) => item.get(key)).find((value) => value);
    let filled = item.map(fill);
    // Only an item whose schema has an identifier carries the key (the hidden field's default is '').
    if (item.has('id') && !filled.get('id') && named && slug(named)) {
      let id = slug(named);
      for (let count = 2; taken.has(id); count++) id = `${slug(named)}-${count}`;
      taken.add(id);
      filled = filled.set('id', id);
    }
    return filled;
  });
}

function fill(value) {
  if (isList(value)) return withIdentifiers(value);
  if (isMap(value)) return value.map(fill);
  return value;
}

CMS.registerEventListener({
  name: 'preSave',
  handler: (event) => fill(event.entry.get('data')),
});
