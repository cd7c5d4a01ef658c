/**
 * The layers of docs/architecture.md, as eslint-plugin-boundaries elements and policies. Every arrow
 * points down: a file may import its own layer and the layers listed for it, nothing above.
 *
 *   engine, domain (pure) ← api ← booking ← ui ← widget parts ← widgets ← renderer ← app
 *   mocks: api and domain only; journeys (src/journeys, the journey model the checker and the preview run):
 *   engine, booking, the widget lists, no layer of the app imports it; preview: every src layer and mocks, never
 *   scripts/, tests/ or e2e/ (the tooling); tests, e2e, scripts: anything (not linted for layers)
 */

/** Folders of src/widgets that hold parts several widgets share; every other folder is one widget. */
const widgetPartFolders = [
  'shared', 'address-shared', 'checkout-shared', 'vehicle-shared', 'tire-common', 'payment', 'planned', 'unknown', 'work-lines', 'check-in-shared', 'account-shared',
];

/** @type {import('eslint-plugin-boundaries').ElementDescriptor[]} */
export const layerElements = [
  { type: 'engine', pattern: 'src/engine' },
  { type: 'domain', pattern: 'src/domain' },
  { type: 'generated', pattern: 'src/generated' },
  { type: 'api', pattern: 'src/api' },
  { type: 'booking', pattern: 'src/booking' },
  { type: 'ui', pattern: 'src/ui' },
  // what every widget is written against: its props, its driver's types, story and tracking helpers
  { type: 'widget-api', pattern: 'src/widgets/contract' },
  // the lists of widgets: catalogue (names, events, journey model), registry (components), drivers
  { type: 'widget-index', pattern: 'src/widgets/registry' },
  // parts several widgets share (no catalogue name of their own)
  { type: 'widget-part', pattern: `src/widgets/(${widgetPartFolders.join('|')})` },
  // one widget: its folder, named like its catalogue entry
  { type: 'widget', pattern: 'src/widgets/*', capture: ['name'] },
  { type: 'renderer', pattern: 'src/renderer' },
  { type: 'styles', pattern: 'src/styles' },
  { type: 'app', pattern: 'src/app' },
  { type: 'mocks', pattern: 'mocks' },
  // the journey model run for the checker and the preview (never the customer bundle: no app layer may import it)
  { type: 'journeys', pattern: 'src/journeys' },
  // the admin preview tool (its own Vite entry)
  { type: 'preview', pattern: 'preview' },
  // the tooling: what the preview must not import (these files are not linted for layers themselves)
  { type: 'tooling', pattern: '(scripts|tests|e2e)' },
];

const types = (...names) => ({ to: { element: { types: { anyOf: names } } } });
const from = (type) => ({ element: { type } });

export const layerPolicies = [
  { from: from('engine'), allow: types('engine', 'domain', 'generated') },
  { from: from('domain'), allow: types('domain') },
  { from: from('generated'), allow: types('generated') },
  { from: from('api'), allow: types('api', 'domain', 'generated') },
  { from: from('booking'), allow: types('booking', 'api', 'domain', 'engine', 'generated') },
  { from: from('ui'), allow: types('ui', 'domain', 'generated') },
  { from: from('widget-api'), allow: types('widget-api', 'booking', 'domain', 'generated') },
  { from: from('widget-part'), allow: types('widget-part', 'widget-api', 'ui', 'booking', 'api', 'domain', 'styles') },
  { from: from('widget'), allow: types('widget-part', 'widget-api', 'ui', 'booking', 'api', 'domain', 'styles') },
  // a widget's own folder
  { from: from('widget'), allow: { to: { element: { type: 'widget', captured: { name: '{{ from.captured.name }}' } } } } },
  { from: from('widget-index'), allow: types('widget-index', 'widget-api', 'widget', 'widget-part', 'engine', 'generated') },
  { from: from('renderer'), allow: types('renderer', 'widget-index', 'widget-api', 'widget-part', 'ui', 'booking', 'api', 'domain', 'engine', 'generated', 'styles') },
  { from: from('app'), allow: types('app', 'renderer', 'widget-index', 'widget-api', 'ui', 'booking', 'api', 'domain', 'engine', 'styles', 'mocks') },
  { from: from('mocks'), allow: types('mocks', 'api', 'domain') },
  { from: from('journeys'), allow: types('journeys', 'engine', 'domain', 'generated', 'booking', 'widget-index') },
  {
    from: from('preview'),
    allow: types('preview', 'app', 'renderer', 'widget-index', 'widget', 'widget-part', 'widget-api', 'ui', 'booking', 'api', 'domain', 'engine', 'generated', 'styles', 'mocks', 'journeys'),
  },
];
