/**
 * The widget catalogue as the flow checker reads it (`FlowCatalog['widgets']`): each widget's events, messages,
 * parts and the JSON Schema of its options, converted from the zod schema declared beside the component
 * (`z.toJSONSchema`). Node and the preview only: never imported by the customer bundle.
 */
import * as z from 'zod/mini';
import type { CatalogWidget } from '../../engine';
import { widgetCatalog, type WidgetName } from './catalog';

let cached: Record<string, CatalogWidget> | null = null;

/** Every catalogue widget in the checker's shape (built once). */
export function checkerWidgets(): Readonly<Record<WidgetName, CatalogWidget>> {
  if (!cached) {
    cached = Object.fromEntries(
      Object.entries(widgetCatalog).map(([name, entry]) => {
        const { $schema: _draft, ...schema } = z.toJSONSchema(entry.spec.options) as Record<string, unknown>;
        const widget: CatalogWidget = {
          description: entry.description,
          events: 'events' in entry ? entry.events : undefined,
          messages: 'messages' in entry ? entry.messages : undefined,
          options: schema as CatalogWidget['options'],
          messageOptions: entry.spec.messageOptions,
          parts: entry.spec.parts,
        };
        return [name, widget];
      }),
    );
  }
  return cached as Record<WidgetName, CatalogWidget>;
}
