import { Form } from 'react-router';
import { useT } from '../i18n/LanguageProvider';
import { SearchIcon } from '../ui/icons';

/** A GET form: searching is just the URL `/course?term=…`, so results render on the server and can be shared. */
export function CourseSearch({ term }: { term: string }) {
  const t = useT();
  return (
    <Form method="get" action="/course" role="search" className="flex w-full max-w-xl gap-2" data-testid="course-search">
      <label className="relative flex-1">
        <span className="sr-only">{t('courses.search.label')}</span>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-fg-muted" size={18} />
        <input
          key={term}
          type="search"
          name="term"
          defaultValue={term}
          maxLength={200}
          placeholder={t('courses.search.placeholder')}
          className="h-11 w-full rounded-xl border border-line bg-surface pr-3 pl-10 text-sm text-fg placeholder:text-fg-muted focus:border-brand-500"
        />
      </label>
      <button type="submit" className="btn-primary">
        {t('courses.search.submit')}
      </button>
    </Form>
  );
}
