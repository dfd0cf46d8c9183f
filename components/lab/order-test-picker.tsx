'use client';

import { X } from 'lucide-react';
import { useRef, useState, type ComponentProps, type Ref } from 'react';
import { SEARCH_SEARCHING, useServerSearch } from '@/components/forms/use-server-search';
import { bothRefs } from '@/components/ui/both-refs';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';
import type { LabTestOption } from '@/lib/lab/queries/catalogue-search';
import { searchLabTests } from '@/lib/lab/actions/ordering';

/** Said when the search could not reach the server (a refusal of the server says its own words). */
export const TEST_SEARCH_UNREACHABLE = 'Could not search the tests. Check the connection and try again.';

const toOption = (test: LabTestOption): ComboboxOption => ({
  value: String(test.id),
  label: test.name,
  hint: [test.synonyms.slice(0, 3).join(', '), test.specimen].filter(Boolean).join(' · '),
});

type InputProps = Omit<ComponentProps<'input'>, 'id' | 'value' | 'onChange' | 'defaultValue' | 'ref'>;

export interface OrderTestPickerProps extends InputProps {
  id: string;
  ref?: Ref<HTMLInputElement>;
  /** The accessible name of the list (the field's label). */
  listLabel?: string;
  /** The tests chosen so far, in the order chosen. */
  chosen: readonly LabTestOption[];
  onChange: (tests: LabTestOption[]) => void;
}

/**
 * The "Test" field of "Order tests": the pickers' searchable dropdown, searching the catalogue on the server as the
 * doctor types (name, FBC/MP/RBS, LOINC code), and under it the tests chosen, each with its remove button. Choosing a
 * test adds it and empties the field for the next one, the focus staying there: "fbc", Enter, "mp", Enter. A test
 * already chosen is not offered again.
 */
export function OrderTestPicker({ id, ref, listLabel, chosen, onChange, ...inputProps }: OrderTestPickerProps) {
  // Each test added gives the field a new value that names no option: the list closes and the field empties.
  const [added, setAdded] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const isChosen = (test: LabTestOption) => chosen.some((other) => other.id === test.id);

  function add(test: LabTestOption) {
    if (isChosen(test)) return;
    onChange([...chosen, test]);
    setAdded((count) => count + 1);
  }

  function remove(test: LabTestOption) {
    onChange(chosen.filter((other) => other.id !== test.id));
    inputRef.current?.focus();
  }

  // The server's answer leaves out the tests chosen when it was asked (so that Enter before the answer adds the first
  // test not chosen yet); the list leaves out those chosen since.
  async function find({ q }: { q: string }) {
    const result = await searchLabTests({ q });
    return result.ok ? { ...result, data: result.data.filter((test) => !isChosen(test)) } : result;
  }
  const search = useServerSearch(find, TEST_SEARCH_UNREACHABLE, add);
  const offered = search.items.filter((test) => !isChosen(test));

  return (
    <div className="grid gap-2">
      <Combobox
        {...inputProps}
        ref={bothRefs(inputRef, ref)}
        id={id}
        value={added > 0 ? `added-${added}` : null}
        options={offered.map(toOption)}
        onValueChange={(value) => {
          const test = offered.find((candidate) => String(candidate.id) === value);
          if (test) add(test);
        }}
        listLabel={listLabel}
        emptyMessage="No tests found"
        search={{
          onSearch: search.onSearch,
          onEnterWhileSearching: search.onEnterWhileSearching,
          status: search.status,
          searchingMessage: SEARCH_SEARCHING,
          failedMessage: search.failedMessage,
        }}
      />
      {chosen.length > 0 ? (
        <ul aria-label="Chosen tests" className="flex flex-wrap gap-2">
          {chosen.map((test) => (
            <li key={test.id} className="inline-flex max-w-full items-center gap-1 rounded-full border bg-secondary py-0.5 pr-0.5 pl-3 text-sm">
              <span className="min-w-0 [overflow-wrap:anywhere]">{test.name}</span>
              <button
                type="button"
                onClick={() => remove(test)}
                aria-label={`Remove ${test.name}`}
                className="grid size-7 shrink-0 place-items-center rounded-full outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
