import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CloseButton.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Avatar, Button, Checkbox, FileInput, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { accountTexts, profileBodySchema, profileImageRules, type ProfileBody } from '@wohnwerk/contract/account';
import type { CurrentUser } from '@wohnwerk/contract/auth';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useSchemaValid } from '../../../lib/use-schema-valid.ts';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';

interface Values {
  name: string;
  about: string;
  phone: string;
}
const textFields = ['name', 'about', 'phone'] as const;
const textSchema = profileBodySchema.pick({ name: true, about: true, phone: true });

/** The same first checks as the server's, so a wrong file is named before anything is sent. */
function checkPicked(file: File): string | null {
  if (!(profileImageRules.types as readonly string[]).includes(file.type)) return accountTexts.imageType;
  if (file.size > profileImageRules.maxBytes) return accountTexts.imageTooLarge;
  return null;
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

interface Props {
  user: CurrentUser;
  backTo: string;
  onSave: (values: ProfileBody) => Promise<void>;
}

/** Profile edit (spec §2): name, e-mail (read-only, decision 061), about, phone and a picture that is really sent. */
export function ProfileForm({ user, backTo, onSave }: Props) {
  const { t } = useTranslation('account');
  const message = useValidationMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(textSchema as never) as never,
    mode: 'onTouched',
    defaultValues: { name: user.name, about: user.about ?? '', phone: user.phone ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const canSubmit = useSchemaValid(textSchema, form.control) && !imageError;

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const pick = (picked: File | null) => {
    const problem = picked ? checkPicked(picked) : null;
    setImageError(problem ? (message(problem) ?? problem) : null);
    setFile(problem ? null : picked);
    if (picked && !problem) setRemoveImage(false);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const image = file ? await readAsDataUrl(file) : undefined;
      await onSave({
        name: values.name,
        about: values.about,
        phone: values.phone,
        ...(image ? { image } : {}),
        ...(removeImage ? { removeImage: true } : {}),
      });
    } catch (err) {
      const fieldErrors = isApiError(err) && err.status === 422 ? err.fieldErrors : {};
      for (const name of textFields)
        if (fieldErrors[name]?.length) form.setError(name, { type: 'server', message: fieldErrors[name][0] });
      if (fieldErrors.image?.length) setImageError(message(fieldErrors.image[0]) ?? fieldErrors.image[0]);
      if (![...textFields, 'image'].some((name) => fieldErrors[name]?.length))
        setFormError(errorText(err, t('profileForm.saveError')));
    }
  });

  const shown = preview ?? (removeImage ? null : user.image);

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={560}>
        <Group align="flex-end" gap="md" wrap="nowrap">
          <Avatar src={shown} alt={t('profileForm.preview')} size={96} radius={96} color="brand">
            {user.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <FileInput
            label={t('profileForm.image')}
            description={t('profileForm.imageHint')}
            placeholder={t('profileForm.imagePlaceholder')}
            accept={profileImageRules.types.join(',')}
            clearable
            clearButtonProps={{ 'aria-label': t('profileForm.clearImage') }}
            value={file}
            onChange={pick}
            error={imageError}
            style={{ flex: 1 }}
          />
        </Group>
        {user.image && !file ? (
          <Checkbox
            label={t('profileForm.removeImage')}
            checked={removeImage}
            onChange={(event) => setRemoveImage(event.currentTarget.checked)}
          />
        ) : null}
        <TextInput
          label={t('profileForm.name')}
          required
          autoComplete="name"
          {...form.register('name')}
          error={message(errors.name?.message)}
        />
        <TextInput
          label={t('profileForm.email')}
          value={user.email}
          readOnly
          description={t('profileForm.emailHint')}
        />
        <Textarea
          label={t('profileForm.about')}
          autosize
          minRows={3}
          maxRows={8}
          {...form.register('about')}
          error={message(errors.about?.message)}
        />
        {/* type=tel, not a number input: a number drops the leading 0 and the + (decision 061). */}
        <TextInput
          label={t('profileForm.phone')}
          type="tel"
          autoComplete="tel"
          {...form.register('phone')}
          error={message(errors.phone?.message)}
        />
        {formError ? (
          <p role="alert" style={{ color: 'var(--mantine-color-red-8)', margin: 0, fontWeight: 600 }}>
            {formError}
          </p>
        ) : null}
        <Group>
          <Button type="submit" disabled={!canSubmit} loading={isSubmitting}>
            {t('profileForm.save')}
          </Button>
          <Button component={Link} to={backTo} variant="default">
            {t('profileForm.back')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
