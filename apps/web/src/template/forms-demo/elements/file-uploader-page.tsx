import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { FileText, Trash2, UploadCloud } from 'react-feather';
import { useDropzone, type Accept, type FileRejection } from 'react-dropzone';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { DemoCard, DemoPage } from '../shared/demo-card.tsx';
import { formatBytes, rejectionReason, roomLeft } from './file-rules.ts';

interface Listed {
  key: string;
  file: File;
  preview: string | null;
}

interface UploaderProps {
  name: string;
  hint: string;
  accept: Accept;
  maxSize: number;
  maxFiles: number;
  types: string;
}

let counter = 0;

function Uploader({ name, hint, accept, maxSize, maxFiles, types }: UploaderProps) {
  const { t } = useTranslation();
  const p = 'formsDemo.fileUploader';
  const [files, setFiles] = useState<Listed[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const latest = useRef(files);
  useEffect(() => {
    latest.current = files;
  }, [files]);
  // Previews are object URLs: release them when the screen goes.
  useEffect(
    () => () => latest.current.forEach((f) => f.preview && URL.revokeObjectURL(f.preview)),
    [],
  );

  const onDrop = (accepted: File[], rejected: FileRejection[]) => {
    const messages = rejected.map(({ file, errors: errs }) => {
      const reason = rejectionReason(errs[0]?.code ?? '');
      return t(`${p}.errors.${reason}`, {
        name: file.name,
        types,
        size: formatBytes(maxSize),
        count: maxFiles,
      });
    });
    const room = maxFiles === 1 ? 1 : roomLeft(files.length, { maxFiles, maxSize });
    const taken = accepted.slice(0, room);
    accepted
      .slice(room)
      .forEach((file) =>
        messages.push(t(`${p}.errors.count`, { name: file.name, count: maxFiles })),
      );
    setErrors(messages);
    if (taken.length === 0) return;
    const added = taken.map((file) => ({
      key: `${file.name}-${++counter}`,
      file,
      preview: file.type.startsWith('image/') ? URL.createObjectURL(file) : null,
    }));
    setFiles((cur) => {
      if (maxFiles === 1) {
        cur.forEach((f) => f.preview && URL.revokeObjectURL(f.preview));
        return added;
      }
      return [...cur, ...added];
    });
  };

  const remove = (key: string) =>
    setFiles((cur) => {
      const gone = cur.find((f) => f.key === key);
      if (gone?.preview) URL.revokeObjectURL(gone.preview);
      return cur.filter((f) => f.key !== key);
    });

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept,
    maxSize,
    multiple: maxFiles > 1,
    onDrop,
  });
  const total = files.reduce((s, f) => s + f.file.size, 0);

  return (
    <>
      <div
        {...getRootProps({
          className: `dropzone${isDragActive ? ' is-active' : ''}`,
          role: 'button',
          'aria-label': t(`${p}.dropLabel`, { name }),
        })}
      >
        <input {...getInputProps({ 'aria-label': name })} />
        <UploadCloud size={32} className="text-primary mb-2" aria-hidden="true" />
        <p className="fw-semibold mb-1">{isDragActive ? t(`${p}.dropNow`) : t(`${p}.drop`)}</p>
        <p className="small text-body-secondary mb-0">{hint}</p>
      </div>
      <div aria-live="polite">
        {errors.map((e) => (
          <Alert key={e} variant="danger" className="mt-3 mb-0 py-2 small">
            {e}
          </Alert>
        ))}
      </div>
      {files.length > 0 && (
        <>
          <ul className="list-group mt-3" aria-label={t(`${p}.listLabel`, { name })}>
            {files.map(({ key, file, preview }) => (
              <li key={key} className="list-group-item d-flex align-items-center gap-3">
                {preview ? (
                  <img src={preview} alt="" className="file-preview" />
                ) : (
                  <span className="file-preview d-inline-flex align-items-center justify-content-center">
                    <FileText size={20} aria-hidden="true" className="text-primary" />
                  </span>
                )}
                <span className="flex-grow-1 min-w-0">
                  <span className="d-block text-truncate fw-semibold">{file.name}</span>
                  <span className="small text-body-secondary">{formatBytes(file.size)}</span>
                </span>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  aria-label={t(`${p}.remove`, { name: file.name })}
                  onClick={() => remove(key)}
                >
                  <Trash2 size={14} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
          <p className="small text-body-secondary mt-2 mb-0">
            {t(`${p}.summary`, { count: files.length, size: formatBytes(total) })}
          </p>
        </>
      )}
    </>
  );
}

export function FileUploaderPage() {
  const { t } = useTranslation();
  const p = 'formsDemo.fileUploader';
  return (
    <DemoPage intro={t(`${p}.intro`)}>
      <Row>
        <Col lg={6}>
          <DemoCard title={t(`${p}.single`)} subtitle={t(`${p}.singleSub`)}>
            <Uploader
              name={t(`${p}.cv`)}
              hint={t(`${p}.cvHint`)}
              accept={{
                'application/pdf': ['.pdf'],
                'application/msword': ['.doc'],
                'application/vnd.openxmlformats-officedocument.wordprocessingml.document': [
                  '.docx',
                ],
              }}
              maxSize={2 * 1024 * 1024}
              maxFiles={1}
              types="PDF, DOC, DOCX"
            />
          </DemoCard>
        </Col>
        <Col lg={6}>
          <DemoCard title={t(`${p}.multiple`)} subtitle={t(`${p}.multipleSub`)}>
            <Uploader
              name={t(`${p}.photos`)}
              hint={t(`${p}.photosHint`)}
              accept={{
                'image/png': ['.png'],
                'image/jpeg': ['.jpg', '.jpeg'],
                'image/webp': ['.webp'],
              }}
              maxSize={1024 * 1024}
              maxFiles={6}
              types="PNG, JPG, WEBP"
            />
          </DemoCard>
        </Col>
      </Row>
    </DemoPage>
  );
}
