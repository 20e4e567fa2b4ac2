// The help centre's search box: a keyword goes to /searchQuestion?keyword=; an empty one is refused in place.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Field, Input, chakra } from '@chakra-ui/react';
import { SearchIcon } from '@/shared/ui/icons.tsx';
import { paths } from '@/shared/paths.ts';
import { HELP_KEYWORD_MAX } from './help-query.ts';
import { helpTestIds } from './test-ids.ts';

const ids = helpTestIds.search;

export function HelpSearchBox({ keyword = '', size = 'md' }: { keyword?: string; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation('help');
  const navigate = useNavigate();
  const [text, setText] = useState(keyword);
  const [empty, setEmpty] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) {
      setEmpty(true);
      return;
    }
    void navigate(paths.searchQuestion({ keyword: value }));
  };

  return (
    <chakra.form onSubmit={submit} role="search" w="full" noValidate data-testid={ids.form}>
      <Field.Root invalid={empty}>
        <chakra.div display="flex" w="full">
          <Input
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (empty && event.target.value.trim()) setEmpty(false);
            }}
            placeholder={t('search.placeholder')}
            aria-label={t('search.placeholder')}
            maxLength={HELP_KEYWORD_MAX}
            size={size}
            bg="bg"
            borderEndRadius="0"
            data-testid={ids.input}
          />
          <Button type="submit" colorPalette="brand" size={size} borderStartRadius="0" data-testid={ids.button}>
            <SearchIcon />
            {t('search.button')}
          </Button>
        </chakra.div>
        {empty && <Field.ErrorText data-testid={ids.error}>{t('search.empty')}</Field.ErrorText>}
      </Field.Root>
    </chakra.form>
  );
}
