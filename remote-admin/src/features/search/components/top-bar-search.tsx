import { errorMessage } from '@clean/shared';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '@clean/shared/constants';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAdminSearchQuery } from '../api/search';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { groupItems, searchItems, type SearchItem } from '../lib/search-items';
import { searchTexts } from '../lib/texts';
import styles from './top-bar-search.module.css';

const texts = searchTexts;

/**
 * Leaving the box (Tab, a click elsewhere) only closes the list: downshift would open the highlighted
 * result, a surprise to someone who was just moving on.
 */
function keepSelectionOnBlur(
  state: UseComboboxState<SearchItem>,
  { type, changes }: UseComboboxStateChangeOptions<SearchItem>,
): Partial<UseComboboxState<SearchItem>> {
  if (type === useCombobox.stateChangeTypes.InputBlur) {
    return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
  }
  return changes;
}

/**
 * The top bar's search (docs/PRODUCT.md#admin-console): a combobox asking GET /api/admin/search once typing pauses for
 * SEARCH_DEBOUNCE_MS with at least SEARCH_MIN_LENGTH characters, listing appointments, customers and
 * messages in groups. Arrows move, Enter opens the highlighted result, Escape closes the list.
 */
export function TopBarSearch() {
  const navigate = useNavigate();
  const [input, setInput] = useState('');
  const text = input.trim();
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const asking = settled.length >= SEARCH_MIN_LENGTH;
  const { currentData, error, isFetching } = useAdminSearchQuery(asking ? { q: settled } : skipToken);
  const items = useMemo(() => (asking && currentData ? searchItems(currentData) : []), [asking, currentData]);

  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps } =
    useCombobox<SearchItem>({
      items,
      inputValue: input,
      // Never kept as chosen: choosing opens the result and empties the box for the next search.
      selectedItem: null,
      itemToString: () => '',
      itemToKey: (item) => item?.key,
      onInputValueChange: ({ inputValue }) => setInput(inputValue),
      onSelectedItemChange: ({ selectedItem }) => {
        if (selectedItem) navigate(selectedItem.path);
      },
      stateReducer: keepSelectionOnBlur,
    });

  let status: string | null = null;
  if (text.length === 0) status = null;
  else if (text.length < SEARCH_MIN_LENGTH) status = texts.tooShort(SEARCH_MIN_LENGTH);
  else if (text !== settled || isFetching) status = texts.searching;
  else if (error) status = errorMessage(error, texts.failed);
  else if (currentData && items.length === 0) status = texts.noResults(text);
  else if (currentData) status = texts.results(items.length);

  const showPopup = isOpen && text.length > 0;
  const showItems = status !== texts.searching && !error;
  return (
    <div role="search" className={styles.search}>
      <label {...getLabelProps({ className: styles.srOnly })}>{texts.label}</label>
      <input {...getInputProps({ type: 'search', className: styles.input, placeholder: texts.placeholder })} />
      <div className={styles.popup} hidden={!showPopup}>
        {/* Results announced as they change; hidden from sight when the list says it already. */}
        <p role="status" className={showItems && items.length > 0 ? styles.srOnly : styles.status}>
          {showPopup ? status : null}
        </p>
        <div {...getMenuProps({ className: styles.menu })}>
          {showPopup &&
            showItems &&
            groupItems(items).map(({ group, label, entries }) => (
              <div key={group} role="group" aria-labelledby={`search-group-${group}`} className={styles.group}>
                <div id={`search-group-${group}`} role="presentation" className={styles.groupLabel}>
                  {label}
                </div>
                {entries.map(({ item, index }) => (
                  <div
                    key={item.key}
                    {...getItemProps({ item, index })}
                    className={index === highlightedIndex ? `${styles.item} ${styles.highlighted}` : styles.item}
                  >
                    <span className={styles.title}>{item.title}</span>
                    <span className={styles.detail}>{item.detail}</span>
                  </div>
                ))}
              </div>
            ))}
        </div>
      </div>
    </div>
  );
}
