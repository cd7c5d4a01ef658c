import type { WidgetModel } from '../engine';
import { widgetCatalog } from '../widgets/registry/catalog';

/** The catalogue's journey model (fills, sends, offPath) by widget name: what the model checker and the preview's analysis read. */
export const widgetModels = widgetCatalog as unknown as Record<string, WidgetModel>;
