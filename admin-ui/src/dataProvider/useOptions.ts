import { useEffect, useState } from 'react';
import { accountCategories, accountSubcategories, type Option } from './registration';

export type OptionsState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly options: readonly Option[] }
  | { readonly status: 'error' };

/** Categories, or the subcategories of `categoryCode`; reports a failure once through `onError`. */
export function useOptions(categoryCode: string | null, onError: (error: unknown) => void): OptionsState {
  const [state, setState] = useState<OptionsState>({ status: 'loading' });
  useEffect(() => {
    if (categoryCode === '') return;
    let live = true;
    setState({ status: 'loading' });
    (categoryCode === null ? accountCategories() : accountSubcategories(categoryCode)).then(
      (options) => live && setState({ status: 'ready', options }),
      (error: unknown) => {
        if (!live) return;
        setState({ status: 'error' });
        onError(error);
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [categoryCode]);
  return state;
}
