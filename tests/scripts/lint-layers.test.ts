// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layer rule of docs/architecture.md, as ESLint applies it (eslint.config.js, scripts/lint/layers.js):
 * each case lints a small file placed in a layer and checks whether the import is refused.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'boundaries/dependencies' || m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the layer rule', () => {
  it('refuses a widget importing src/app', async () => {
    const errors = await layerErrors('src/widgets/heading/probe.tsx', "import { App } from '../../app/app';\nexport const probe = App;\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/"widget".*"app"/);
  });

  it('refuses a widget importing the renderer or another widget\'s folder', async () => {
    const code = "import { StepRenderer } from '../../renderer/step-renderer';\nimport Message from '../message/message';\nexport const probe = [StepRenderer, Message];\n";
    expect(await layerErrors('src/widgets/heading/probe.tsx', code)).toHaveLength(2);
  });

  it('allows a widget its own folder, widget parts, the widget contract and the layers below', async () => {
    const code = [
      "import Heading from './heading';",
      "import { ErrorModal } from '../shared/error-modal';",
      "import type { WidgetProps } from '../contract/widget-props';",
      "import { ModalDialog } from '../../ui/modal-dialog';",
      "import { emptyBooking } from '../../booking/booking-state';",
      "import { formatPrice } from '../../domain/money';",
      'export const probe = [Heading, ErrorModal, ModalDialog, emptyBooking, formatPrice] as unknown as WidgetProps[];',
      '',
    ].join('\n');
    expect(await layerErrors('src/widgets/heading/probe.tsx', code)).toEqual([]);
  });

  it('refuses the renderer importing src/app, and the mock back end importing the booking model', async () => {
    expect(await layerErrors('src/renderer/probe.ts', "import { App } from '../app/app';\nexport const probe = App;\n")).toHaveLength(1);
    expect(await layerErrors('mocks/probe.ts', "import { emptyBooking } from '../src/booking/booking-state';\nexport const probe = emptyBooking;\n")).toHaveLength(1);
  });

  it('refuses a widget importing immer or applying booking commands itself: it sends them with `dispatch`', async () => {
    expect(await layerErrors('src/widgets/heading/probe.ts', "import { produce } from 'immer';\nexport const probe = produce;\n")).toHaveLength(1);
    expect(await layerErrors('src/widgets/heading/probe.ts', "import { useImmer } from 'use-immer';\nexport const probe = useImmer;\n")).toHaveLength(1);
    expect(await layerErrors('src/widgets/heading/probe.ts', "import { applyCommand } from '../../booking/apply-command';\nexport const probe = applyCommand;\n")).toHaveLength(1);
    expect(await layerErrors('src/renderer/probe.ts', "import { applyCommand } from '../booking/apply-command';\nexport const probe = applyCommand;\n")).toEqual([]);
  });

  it('refuses React in the engine and the domain', async () => {
    expect(await layerErrors('src/engine/probe.ts', "import { useState } from 'react';\nexport const probe = useState;\n")).toHaveLength(1);
    expect(await layerErrors('src/domain/probe.ts', "import { useQuery } from '@tanstack/react-query';\nexport const probe = useQuery;\n")).toHaveLength(1);
  });

  it('refuses the preview importing the tooling (scripts/, tests/, e2e/), and allows it every src layer and the mocks', async () => {
    const tooling = [
      "import { checkJourneys } from '../../scripts/flow-check/journey-check';",
      "import { makeContext } from '../../tests/engine/support/context';",
      'export const probe = [checkJourneys, makeContext];',
      '',
    ].join('\n');
    const errors = await layerErrors('preview/analysis/probe.ts', tooling);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/"preview".*"tooling"/);
    const allowed = [
      "import { expandFlow } from '../../src/engine';",
      "import { journeysOf } from '../../src/journeys/journeys-of';",
      "import { widgetCatalog } from '../../src/widgets/registry/catalog';",
      "import { providerFixtures } from '../../mocks/fixtures/providers';",
      'export const probe = [expandFlow, journeysOf, widgetCatalog, providerFixtures];',
      '',
    ].join('\n');
    expect(await layerErrors('preview/analysis/probe.ts', allowed)).toEqual([]);
  });

  it('keeps the journey model (src/journeys) out of the customer bundle: no app layer may import it', async () => {
    expect(await layerErrors('src/app/probe.ts', "import { journeysOf } from '../journeys/journeys-of';\nexport const probe = journeysOf;\n")).toHaveLength(1);
    expect(await layerErrors('src/renderer/probe.ts', "import { widgetModels } from '../journeys/widget-models';\nexport const probe = widgetModels;\n")).toHaveLength(1);
  });
});
