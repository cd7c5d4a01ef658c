import { getDefaultRegistry } from '@rjsf/core';
import { canExpand, buttonId, descriptionId, getTemplate, getUiOptions, type ObjectFieldTemplateProps } from '@rjsf/utils';

const RjsfObjectFieldTemplate = getDefaultRegistry().templates.ObjectFieldTemplate;

/**
 * rjsf's object template, with a `<fieldset>` only where the object has a title for its `<legend>`: an untitled
 * object (the account form's root) groups its fields in a plain `<div>` with the same id and class, as a fieldset
 * without a legend names no group (WCAG H71, issue 29). A titled object is drawn by rjsf's own template.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, className, description, fieldPathId, properties, optionalDataControl, registry, schema, uiSchema } = props;
  if (title) return <RjsfObjectFieldTemplate {...props} />;
  // rjsf draws no wrapper for a pure anyOf/oneOf: its chooser field draws the chosen branch.
  if ((schema.oneOf || schema.anyOf) && !schema.properties && properties.length === 0) return null;
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, getUiOptions(uiSchema));
  const { AddButton } = registry.templates.ButtonTemplates;
  return (
    <div className={className} id={fieldPathId.$id}>
      {description ? <DescriptionFieldTemplate id={descriptionId(fieldPathId)} description={description} schema={schema} uiSchema={uiSchema} registry={registry} /> : null}
      {props.readonly || props.disabled ? optionalDataControl : null /* rjsf puts an editable one in the legend */}
      {properties.map((p) => p.content)}
      {canExpand(schema, uiSchema, props.formData) ? (
        <AddButton
          id={buttonId(fieldPathId, 'add')}
          className="rjsf-object-property-expand"
          onClick={props.onAddProperty}
          disabled={props.disabled || props.readonly}
          uiSchema={uiSchema}
          registry={registry}
        />
      ) : null}
    </div>
  );
}
