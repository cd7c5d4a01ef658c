import { useEffect, useState } from 'react';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { loadFormValidator, precompiledFormValidator } from './form-validator';

export type FormValidatorState = { status: 'ready'; validator: ValidatorType } | { status: 'loading' } | { status: 'error'; message: string };

/**
 * The rjsf validator of a schema, as the `form` widget finds it: the precompiled one at once (the
 * customer build compiles nothing at run time), else — in mock builds only — ajv loaded on demand.
 */
export function useFormValidator(schema: RJSFSchema): FormValidatorState {
  const [found, setFound] = useState<{ schema: RJSFSchema; state: FormValidatorState }>(() => ({ schema, state: initial(schema) }));
  const current = found.schema === schema ? found.state : initial(schema);

  useEffect(() => {
    if (current.status !== 'loading') return;
    let live = true;
    loadFormValidator(schema).then(
      (validator) => live && setFound({ schema, state: { status: 'ready', validator } }),
      (e: unknown) => live && setFound({ schema, state: { status: 'error', message: e instanceof Error ? e.message : String(e) } }),
    );
    return () => {
      live = false;
    };
  }, [schema, current.status]);

  return current;
}

function initial(schema: RJSFSchema): FormValidatorState {
  const validator = precompiledFormValidator(schema);
  return validator ? { status: 'ready', validator } : { status: 'loading' };
}
