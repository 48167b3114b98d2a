// The line each list item shows when closed, in the practice's words: "lun a vie, 09:00 a 17:00",
// "24 al 26 de dic de 2026 · Vacaciones", "Elena V. · 14 de mar de 2025". Decap's own templates
// have no filter for a set of days or a Spanish date, and name an item with nothing filled in yet
// "No name": its list widget's objectLabel is given the project's summaries instead
// (content/facts/list-summary.mjs, copied beside this file as list-summary.js by
// build/postbuild/steps/10-admin-editor.mjs).
import { fillSummary } from './list-summary.js';

const ListControl = window.CMS.getWidget('list').control;
const decapLabel = ListControl.prototype.objectLabel;

/** The label a select among `fields` shows for a value. */
function optionLabel(fields) {
  return (name, value) => {
    const field = fields.find((candidate) => candidate.get('name') === name);
    const options = field && field.get('options');
    const option = options && options.find((choice) => choice.get && choice.get('value') === value);
    return option ? option.get('label') : undefined;
  };
}

ListControl.prototype.objectLabel = function (item) {
  const field = this.props.field;
  const fields = field.get('fields');
  // A list of single values (a feature, a payment method) keeps Decap's own line.
  if (!fields || !item || typeof item.toJS !== 'function') return decapLabel.call(this, item);
  const values = item.toJS();
  const summary = field.get('summary') || `{{fields.${fields.first().get('name')}}}`;
  const line = fillSummary(summary, values, optionLabel(fields));
  return line || `${field.get('label_singular') || field.get('label')} (nuevo)`;
};
