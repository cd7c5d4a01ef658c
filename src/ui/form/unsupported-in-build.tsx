import type { FieldPathId, Registry, RJSFSchema } from '@rjsf/utils';

/** The props rjsf gives a field or a widget that this component reads. */
interface FieldOrWidgetProps {
  schema: RJSFSchema;
  registry: Registry;
  fieldPathId?: FieldPathId;
  id?: string;
}

/**
 * What the customer build gives @rjsf/core instead of its fields and widgets for shapes no form of the app has
 * (arrays, anyOf/oneOf, layout grids, files, ratings, alternative date pickers; scripts/vite/rjsf-slim.ts, ~8 KB gzip
 * less on the account step): rjsf's own "unsupported field" notice. scripts/precompile-validators.ts refuses a form
 * schema or uiSchema that would need one.
 */
export default function UnsupportedInBuild(props: FieldOrWidgetProps) {
  const { UnsupportedFieldTemplate } = props.registry.templates;
  const fieldPathId = props.fieldPathId ?? ({ $id: props.id ?? '', path: [] } as unknown as FieldPathId);
  return (
    <UnsupportedFieldTemplate
      schema={props.schema}
      fieldPathId={fieldPathId}
      reason="this kind of field is not part of this build"
      registry={props.registry}
    />
  );
}
