import { useInput } from 'react-admin';
import type { UploadFolder } from '@gym/contracts/uploads/uploads';
import { UploadDropZone } from './UploadDropZone';

/** The drop zone as a react-admin form input: the field holds the uploaded file's address. */
export const UploadInput = ({
  source,
  folder,
  label,
  testId,
}: {
  source: string;
  folder: UploadFolder;
  label: string;
  testId?: string;
}) => {
  const { field } = useInput({ source });
  return (
    <UploadDropZone
      folder={folder}
      label={label}
      value={(field.value as string | null) || null}
      onChange={(url) => field.onChange(url)}
      testId={testId}
    />
  );
};
