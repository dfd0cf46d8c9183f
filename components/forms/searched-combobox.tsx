'use client';

import { Combobox, type ComboboxOption, type ComboboxProps } from '@/components/ui/combobox';
import { SEARCH_SEARCHING, useServerSearch, type FindItems } from './use-server-search';

export interface SearchedComboboxProps<T> extends Omit<ComboboxProps, 'options' | 'onValueChange' | 'search' | 'selectedOption' | 'maxResults'> {
  /** The server action that finds a few items for the typed text. */
  find: FindItems<T>;
  /** Said when the search could not reach the server. */
  unreachableMessage: string;
  toOption: (item: T) => ComboboxOption;
  /** The chosen item, so that the field shows it before any search; null for none. */
  chosen: T | null;
  onChoose: (item: T) => void;
}

/**
 * A searchable dropdown whose options the server finds as the doctor types (a few at a time), instead of
 * holding every row: the patient pickers and the Audit screen's Person.
 */
export function SearchedCombobox<T>({ find, unreachableMessage, toOption, chosen, onChoose, ...comboboxProps }: SearchedComboboxProps<T>) {
  const search = useServerSearch(find, unreachableMessage, onChoose);
  return (
    <Combobox
      {...comboboxProps}
      options={search.items.map(toOption)}
      selectedOption={chosen ? toOption(chosen) : null}
      onValueChange={(value) => {
        const item = search.items.find((candidate) => toOption(candidate).value === value);
        if (item) onChoose(item);
      }}
      search={{
        onSearch: search.onSearch,
        onEnterWhileSearching: search.onEnterWhileSearching,
        status: search.status,
        searchingMessage: SEARCH_SEARCHING,
        failedMessage: search.failedMessage,
      }}
    />
  );
}
