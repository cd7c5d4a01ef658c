import type { Story } from '@ladle/react';
import { useState, type ReactNode } from 'react';
import '../vehicle-shared/vehicle-widgets.css';
import { lookupYears, modalYears } from '../../domain/vehicle-lists';
import { vehicleEntryTabs, type EntryTab } from './entry-tabs';
import { EntryTabsView } from './entry-tabs-view';
import { flowStoryText } from '../shared/flow-story-text';
import { lookupTexts } from './lookup-texts';
import type { VehicleFormStatus } from './vehicle-form';
import { HeavyDutyPanel } from './heavy-duty-panel';
import { PlatePanel, VinPanel } from './lookup-panels';
import { OtherTypeFormView } from './other-type-panel';
import { VehicleSearchView, type VehicleSearchViewProps } from './vehicle-search-view';
import { EMPTY_YMM, YmmFormView, type YmmFormViewProps } from './ymm-form-view';

const text = flowStoryText('vehicle-lookup');
const t = lookupTexts(text);
const busy = { busy: t.submit.busy };
/** The step's C-45 blocker as the widget gets it: not holding, or holding with the flow's message for a make. */
const open: VehicleFormStatus = { blocked: false, notice: null, busy: false, texts: t.submit };
const blockedFor = (make: string): VehicleFormStatus => ({ ...open, blocked: true, notice: `We do not offer mobile service for ${make}. Please call us at (555) 040-0400 for in-house scheduling.` });
const log = (name: string) => (...args: unknown[]) => console.info(name, ...args);
const years = lookupYears(new Date('2026-06-01'));

function Tabs({ tabs, initial, children }: { tabs: EntryTab[]; initial: EntryTab; children: (tab: EntryTab) => ReactNode }) {
  const [tab, setTab] = useState(initial);
  return (
    <EntryTabsView tabs={tabs} selected={tab} onSelect={setTab} label={t.tabsLabel} tabLabel={t.tab}>
      {children(tab)}
    </EntryTabsView>
  );
}

export const TabsDemoProvider: Story = () => (
  <Tabs tabs={['license', 'vin', 'year', 'rv', 'atv', 'motorcycle', 'boat']} initial="license">
    {(tab) => (tab === 'license' ? <PlatePanel text={text} texts={{ ...t.plate, ...busy }} defaultState="VA" onLookup={log('lookup')} /> : tab === 'vin' ? <VinPanel text={text} texts={{ ...t.vin, ...busy }} onLookup={log('lookup')} /> : <p>{tab}</p>)}
  </Tabs>
);

/** Demo's seven tabs in a phone's width (375 px less the page's padding): one row that scrolls sideways, a fade at the end (issue 26). */
export const TabsDemoProviderOnPhone: Story = () => (
  <div style={{ maxWidth: 311 }}>
    <Tabs tabs={['license', 'vin', 'year', 'rv', 'atv', 'motorcycle', 'boat']} initial="license">
      {(tab) => <p>{t.tab(tab)}</p>}
    </Tabs>
  </div>
);

/** The tabs as the flow decides them (options `tabs`, `fallbackTabs`, `initialTab`; part `heavyDuty`). */
const decided = (tabs: EntryTab[], heavyDuty: boolean) => vehicleEntryTabs({ tabs, fallbackTabs: ['license', 'vin', 'year'], initialTab: null }, heavyDuty);
const TabNames = ({ tabs, heavyDuty }: { tabs: EntryTab[]; heavyDuty: boolean }) => {
  const d = decided(tabs, heavyDuty);
  return <Tabs tabs={d.tabs} initial={d.initial}>{(tab) => <p>{t.tab(tab)}</p>}</Tabs>;
};
/** Part `heavyDuty` shown (the provider uses heavy duty): the tab is added last. */
export const TabsHeavyDutyShown: Story = () => <TabNames tabs={['license', 'vin', 'year']} heavyDuty />;
/** Part `heavyDuty` hidden: no Heavy Duty tab. */
export const TabsHeavyDutyHidden: Story = () => <TabNames tabs={['license', 'vin', 'year']} heavyDuty={false} />;

export const PlateEmpty: Story = () => <PlatePanel text={text} texts={{ ...t.plate, ...busy }} defaultState="" onLookup={log('lookup')} />;
export const PlateErrors: Story = () => <PlatePanel text={text} texts={{ ...t.plate, ...busy }} defaultState="" onLookup={log('lookup')} initial={{ plate: 'AB', state: '', showErrors: true }} />;
export const PlateLoading: Story = () => <PlatePanel text={text} texts={{ ...t.plate, ...busy }} defaultState="VA" busy onLookup={log('lookup')} initial={{ plate: 'ABC1234' }} />;
export const PlateLookupFailed: Story = () => (
  <PlatePanel text={text} texts={{ ...t.plate, ...busy }} defaultState="VA" onLookup={log('lookup')} initial={{ plate: 'FAIL123' }} failure={text('lookup-failed')} />
);
export const VinError: Story = () => <VinPanel text={text} texts={{ ...t.vin, ...busy }} onLookup={log('lookup')} initial={{ vin: '1HGCM82633A00435', showErrors: true }} />;

const ymm: YmmFormViewProps = {
  years,
  value: EMPTY_YMM,
  lists: { makes: { choices: [] }, models: { choices: [] }, trims: { choices: [] }, engines: { choices: [] } },
  errors: {},
  status: open,
  texts: t.ymm,
  onChange: log('change'),
  onSubmit: log('submit'),
  onBlockedPress: log('vehicleSaved (refused by C-45)'),
  onOpenSearch: log('search'),
};
const makes = { choices: [
  { value: '1', label: 'Toyota' },
  { value: '2', label: 'Honda' },
] };
export const YearMakeModelEmpty: Story = () => <YmmFormView {...ymm} />;
export const YearMakeModelRequired: Story = () => <YmmFormView {...ymm} errors={{ year: 'Required', make: 'Required', model: 'Required' }} />;
export const YearMakeModelLoading: Story = () => <YmmFormView {...ymm} value={{ ...EMPTY_YMM, year: '2020' }} lists={{ ...ymm.lists, makes: { choices: [], loading: true } }} />;
export const YearMakeModelFetchFailed: Story = () => (
  <YmmFormView {...ymm} value={{ ...EMPTY_YMM, year: '2020' }} loadError="We could not load the vehicle list. Please try again." onRetry={log('retry')} />
);
export const YearMakeModelFilled: Story = () => (
  <YmmFormView
    {...ymm}
    value={{ year: '2019', makeId: '1', modelId: '101', submodelId: '1012', engineId: '', color: 'Blue' }}
    lists={{
      makes,
      models: { choices: [{ value: '101', label: 'Camry' }] },
      trims: { choices: [{ value: '1011', label: 'Base' }, { value: '1012', label: 'Sport' }] },
      engines: { choices: [{ value: '10101', label: '2.5L L4 DOHC' }] },
    }}
  />
);
export const YearMakeModelNotOffered: Story = () => (
  <YmmFormView
    {...ymm}
    value={{ ...EMPTY_YMM, year: '2019', makeId: '1' }}
    lists={{ ...ymm.lists, makes }}
    status={blockedFor('Toyota')}
  />
);

export const OtherTypeRvErrors: Story = () => (
  <OtherTypeFormView
    type="rv"
    makes={['Winnebago', 'Thor', 'Airstream', 'Other']}
    models={[]}
    value={{ make: 'Other', otherMake: '', model: '', color: '' }}
    errors={{ otherMake: 'Required' }}
    status={open}
    texts={t.other}
    onChange={log('change')}
    onSubmit={log('submit')}
    onBlockedPress={log('vehicleSaved (refused by C-45)')}
  />
);
export const OtherTypeLoading: Story = () => (
  <OtherTypeFormView type="boat" makes={['Other']} models={[]} loading value={{ make: '', otherMake: '', model: '', color: '' }} errors={{}} status={open} texts={t.other} onChange={log('change')} onSubmit={log('submit')} onBlockedPress={log('refused')} />
);

const heavy = { text, texts: t.heavy, onMake: log('candidate make'), onSave: log('save'), onBlockedPress: log('vehicleSaved (refused by C-45)') };
export const HeavyDutyEmpty: Story = () => <HeavyDutyPanel {...heavy} status={open} />;
export const HeavyDutyErrors: Story = () => (
  <HeavyDutyPanel {...heavy} status={open} initial={{ make: 'Other', engineMake: 'Other', fuelType: 'Other', vin: '1XKAD49X0CJ12345', showErrors: true }} />
);
export const HeavyDutyNotOffered: Story = () => <HeavyDutyPanel {...heavy} status={blockedFor('Mack')} initial={{ make: 'Mack' }} />;

const search: VehicleSearchViewProps = {
  open: true,
  onClose: log('close'),
  texts: t.search,
  search: {
    query: 'toyota camry',
    onQuery: log('query'),
    status: 'ready',
    results: [
      { key: '1', label: '2026 Toyota Camry', detail: '2.5L L4 DOHC / 3.5L V6 DOHC' },
      { key: '2', label: '2025 Toyota Camry', detail: '2.5L L4 DOHC' },
    ],
    onPick: log('pick'),
  },
  picked: null,
};
const picked = {
  label: '2026 Toyota Camry',
  years: modalYears(new Date('2026-06-01')),
  year: '',
  onYear: log('year'),
  color: '',
  onColor: log('color'),
  onUse: log('use'),
  onBack: log('back'),
};
export const SearchResults: Story = () => <VehicleSearchView {...search} />;
export const SearchLoading: Story = () => <VehicleSearchView {...search} search={{ ...search.search, status: 'loading', results: [] }} />;
export const SearchFailed: Story = () => <VehicleSearchView {...search} search={{ ...search.search, status: 'error', results: [] }} />;
export const SearchPicked: Story = () => <VehicleSearchView {...search} picked={{ ...picked, yearError: 'Required' }} />;
