import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { LIST_PAGE_SIZE } from '../src/components/list-pager/paging';
import { formatCount } from '../src/lib/format-count';
import { PagedList } from '../src/components/paged-list/paged-list';
import { useListPage, usePagedList } from '../src/components/paged-list/use-paged-list';
import { CurrentLocation } from './support/current-location';

interface Answer {
  items: string[];
  total: number;
  page: number;
  pageSize: number;
}

/** What a read hook answers, as the test sets it, and the pages the list asked for. */
interface FakeRead {
  answer?: (page: number, pageSize: number) => Answer;
  /** The last page's answer, kept while another page loads. */
  kept?: Answer;
  error?: unknown;
  refetch: jest.Mock;
  asked: Array<{ page: number; pageSize: number }>;
}

const texts = {
  errorTitle: 'No internet on device',
  emptyTitle: 'Nothing yet',
  emptyText: 'Things appear here.',
  pager: { label: 'Thing pages', total: (total: number) => `${formatCount(total)} things` },
};

/** `total` items named 'Item 1', 'Item 2'…, paged as the API pages them. */
const items = (total: number) => (page: number, pageSize: number) => ({
  items: Array.from({ length: total }, (_, index) => `Item ${index + 1}`).slice((page - 1) * pageSize, page * pageSize),
  total,
  page,
  pageSize,
});

/** A list of `total` items of which only the asked page is made (a million rows stay cheap). */
const manyItems = (total: number) => (page: number, pageSize: number) => ({
  items: Array.from({ length: pageSize }, (_, index) => `Item ${(page - 1) * pageSize + index + 1}`),
  total,
  page,
  pageSize,
});

function Things({ read }: { read: FakeRead }) {
  const listPage = useListPage();
  read.asked.push({ page: listPage.page, pageSize: listPage.pageSize });
  const current = read.answer?.(listPage.page, listPage.pageSize);
  const list = usePagedList(listPage, {
    currentData: current,
    data: current ?? read.kept,
    error: read.error,
    isFetching: false,
    refetch: read.refetch,
  });
  return (
    <PagedList
      list={list}
      texts={texts}
      rowsOf={(answer) => answer.items}
      loading={<p>Loading the things</p>}
      header={<p>Intro</p>}
    >
      {(answer) => (
        <ul aria-label="Things">
          {answer.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

function renderList(read: Partial<FakeRead>, route = '/things') {
  const full: FakeRead = { refetch: jest.fn(), asked: [], ...read };
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[route]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <Things read={full} />
      <CurrentLocation />
    </MemoryRouter>,
  );
  return { user, read: full };
}

describe('a paged admin list', () => {
  it('asks for the page in the URL with the one page size, and shows its rows with the pager', () => {
    const { read } = renderList({ answer: items(45) }, '/things?page=2');
    expect(read.asked[0]).toEqual({ page: 2, pageSize: LIST_PAGE_SIZE });
    expect(screen.getByText('Intro')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Things' })).toHaveTextContent(/^Item 21/);
    const pager = screen.getByRole('navigation', { name: 'Thing pages' });
    expect(pager).toHaveTextContent('Page 2 of 3');
    expect(pager).toHaveTextContent('45 things');
  });

  it('goes to the next page in the URL and shows it from the top of the list', async () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    const { user } = renderList({ answer: items(45) });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/things?page=2');
    expect(screen.getByRole('list', { name: 'Things' })).toHaveTextContent(/^Item 21/);
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('offers a few pages to jump to, not one button per page, with a million rows', async () => {
    const { user } = renderList({ answer: manyItems(1_000_000) }, '/things?page=25000');
    const pager = screen.getByRole('navigation', { name: 'Thing pages' });
    expect(pager).toHaveTextContent('Page 25,000 of 50,000');
    expect(pager).toHaveTextContent('1,000,000 things');
    const pages = within(pager).getByRole('list');
    expect(
      within(pages)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['1', '24,999', '25,000', '25,001', '50,000']);
    expect(within(pages).getAllByLabelText('More pages')).toHaveLength(2);
    expect(within(pages).getByRole('button', { name: 'Page 25,000' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(pages).getByRole('button', { name: 'Page 50,000' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/things?page=50000');
    expect(screen.getByRole('list', { name: 'Things' })).toHaveTextContent(/^Item 999981/);
    expect(within(pager).getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    expect(
      within(within(pager).getByRole('list'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1', '49,999', '50,000']);
  });

  it('shows every page of a short list, and a single skipped page as itself', () => {
    renderList({ answer: items(90) }, '/things?page=3');
    const pages = within(screen.getByRole('navigation', { name: 'Thing pages' })).getByRole('list');
    expect(
      within(pages)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(within(pages).queryByLabelText('More pages')).not.toBeInTheDocument();
  });

  it('has no row of pages when there is one page', () => {
    renderList({ answer: items(5) });
    const pager = screen.getByRole('navigation', { name: 'Thing pages' });
    expect(pager).toHaveTextContent('Page 1 of 1');
    expect(within(pager).queryByRole('list')).not.toBeInTheDocument();
  });

  it('moves an address past the last page to the last page, in place of the old address', () => {
    renderList({ answer: items(45) }, '/things?page=9');
    expect(screen.getByTestId('where')).toHaveTextContent('/things?page=3');
    expect(screen.getByRole('list', { name: 'Things' })).toHaveTextContent(/^Item 41/);
  });

  it('shows the outline while the page loads, with the last pager kept in place', () => {
    renderList({ kept: items(45)(1, LIST_PAGE_SIZE) }, '/things?page=2');
    expect(screen.getByText('Loading the things')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Thing pages' })).toHaveTextContent('Page 2 of 3');
  });

  it('says so when there is nothing yet, without a pager', () => {
    renderList({ answer: items(0) });
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    expect(screen.getByText('Things appear here.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows a failed read with Retry, which asks again, and no pager', async () => {
    const { user, read } = renderList({ error: { message: 'The server is away.' } });
    expect(screen.getByText('No internet on device')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(read.refetch).toHaveBeenCalledTimes(1);
  });
});
