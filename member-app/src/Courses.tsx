import { useEffect, useState } from 'react';
import { memberContentMessages as w } from '@gym/contracts/memberApp/contentMessages';
import { memberAppMessages as t } from '@gym/contracts/memberApp/messages';
import { gql, OfflineError, saved, SignedOutError } from './api';

/** The Cursos tab (issue 25, lazily loaded): the courses the member's plan opens, lessons, participations. */
interface Media {
  readonly uri: string;
}
interface CourseCard {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly unitsCount: number;
  readonly poster: Media | null;
  readonly cover: Media | null;
}
interface Lesson {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly unitType: string;
  readonly participationType: string;
  readonly cover: Media | null;
  readonly video: Media | null;
  readonly audio: Media | null;
  readonly externalVideoUrl: string | null;
}
interface CourseDetail extends CourseCard {
  readonly courseModules: readonly { readonly id: string; readonly title: string; readonly units: readonly Lesson[] }[];
}
interface Participation {
  readonly id: string;
  readonly status: string;
  readonly staffComment: string | null;
  readonly submittedAt: string;
  readonly unit: { readonly id: string } | null;
}

const CARD = 'id title description unitsCount poster { uri } cover { uri }';
const DETAIL = `query($id: ID!) { course(id: $id) { ${CARD} courseModules { id title units { id title description unitType participationType cover { uri } video { uri } audio { uri } externalVideoUrl } } } }`;
const MINE = '{ myParticipations { id status staffComment submittedAt unit { id } } }';
/** The participation upload folders a member may ask for (contracts' participationFolders, kept here: no zod in the app). */
const FOLDERS: Record<string, string> = {
  image: 'participations/images',
  audio: 'participations/audios',
  video: 'participations/videos',
};
const ACCEPT: Record<string, string> = { image: 'image/*', audio: 'audio/*', video: 'video/*' };
const kindOf = (type: string) => type.split('/')[0] ?? '';

function useFailure(onSignedOut: () => void) {
  const [error, setError] = useState<string | null>(null);
  const [offline, setOffline] = useState(false);
  const failed = (e: unknown) => {
    if (e instanceof SignedOutError) return onSignedOut();
    if (e instanceof OfflineError) return setOffline(true);
    setError((e as Error).message);
  };
  return { error, offline, failed, setError };
}

export default function Courses({ onSignedOut }: { onSignedOut: () => void }) {
  const [list, setList] = useState<CourseCard[] | null>(saved.get<CourseCard[]>('courses'));
  const [openId, setOpenId] = useState<string | null>(null);
  const { error, offline, failed } = useFailure(onSignedOut);
  useEffect(() => {
    gql<{ courses: CourseCard[] }>(`{ courses { ${CARD} } }`)
      .then(({ courses }) => {
        setList(courses);
        saved.set('courses', courses);
      })
      .catch(failed);
  }, []);
  if (openId) return <CourseView id={openId} onBack={() => setOpenId(null)} onSignedOut={onSignedOut} />;
  return (
    <section aria-label={w.courses}>
      <h1>{w.courses}</h1>
      {offline ? <p className="offline">{t.offline}</p> : null}
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      {!list ? <p>{t.loading}</p> : null}
      {list?.length === 0 ? <p className="muted">{w.noCourses}</p> : null}
      <ul className="list">
        {list?.map((c) => (
          <li key={c.id} className="card course">
            <button type="button" className="course-open" onClick={() => setOpenId(c.id)}>
              {(c.cover ?? c.poster) ? <img src={(c.cover ?? c.poster)!.uri} alt="" loading="lazy" /> : null}
              <strong>{c.title}</strong>
              <span className="muted">{w.lessons(c.unitsCount)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CourseView({ id, onBack, onSignedOut }: { id: string; onBack: () => void; onSignedOut: () => void }) {
  const [course, setCourse] = useState<CourseDetail | null>(null);
  const [mine, setMine] = useState<Participation[]>([]);
  const [lessonId, setLessonId] = useState<string | null>(null);
  const { error, failed } = useFailure(onSignedOut);
  const loadMine = () =>
    gql<{ myParticipations: Participation[] }>(MINE)
      .then((r) => setMine(r.myParticipations))
      .catch(failed);
  useEffect(() => {
    gql<{ course: CourseDetail | null }>(DETAIL, { id })
      .then((r) => setCourse(r.course))
      .catch(failed);
    void loadMine();
  }, [id]);
  const lesson = course?.courseModules.flatMap((m) => m.units).find((u) => u.id === lessonId) ?? null;
  return (
    <section aria-label={course?.title ?? w.courses}>
      <button type="button" className="link" onClick={lesson ? () => setLessonId(null) : onBack}>
        ← {w.back}
      </button>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      {!course && !error ? <p>{t.loading}</p> : null}
      {course && !lesson ? (
        <>
          <h1>{course.title}</h1>
          {course.description ? <p>{course.description}</p> : null}
          {course.courseModules.map((m) => (
            <div key={m.id} className="card">
              <h2>{m.title}</h2>
              <ul className="list">
                {m.units.map((u) => (
                  <li key={u.id}>
                    <button type="button" className="lesson" onClick={() => setLessonId(u.id)}>
                      {u.title}
                      {u.unitType === 'Free' ? <span className="badge">{w.free}</span> : null}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </>
      ) : null}
      {lesson ? (
        <LessonView lesson={lesson} mine={mine.filter((p) => p.unit?.id === lesson.id)} onSent={loadMine} />
      ) : null}
    </section>
  );
}

function LessonView({
  lesson,
  mine,
  onSent,
}: {
  lesson: Lesson;
  mine: readonly Participation[];
  onSent: () => Promise<void>;
}) {
  return (
    <article data-testid="lesson">
      <h1>{lesson.title}</h1>
      {lesson.video ? (
        <video className="media" src={lesson.video.uri} poster={lesson.cover?.uri} controls preload="metadata" />
      ) : lesson.cover ? (
        <img className="media" src={lesson.cover.uri} alt={lesson.title} />
      ) : null}
      {lesson.audio ? <audio src={lesson.audio.uri} controls preload="none" /> : null}
      {lesson.externalVideoUrl ? (
        <p>
          <a href={lesson.externalVideoUrl} target="_blank" rel="noreferrer">
            {w.video}
          </a>
        </p>
      ) : null}
      <p>{lesson.description}</p>
      {lesson.participationType !== 'none' ? <ParticipationForm lesson={lesson} onSent={onSent} /> : null}
      {mine.length > 0 ? (
        <div className="card">
          <h2>{w.myParticipations}</h2>
          <ul className="list">
            {mine.map((p) => (
              <li key={p.id} className="message">
                <span className={`badge ${p.status}`}>{w.participationStatus[p.status] ?? p.status}</span>
                {p.staffComment ? <p className="reply">{p.staffComment}</p> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}

function ParticipationForm({ lesson, onSent }: { lesson: Lesson; onSent: () => Promise<void> }) {
  const [file, setFile] = useState<File | null>(null);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const accept = lesson.participationType === 'all' ? 'image/*,audio/*,video/*' : ACCEPT[lesson.participationType];

  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    setMessage(null);
    if (!file) return setMessage({ ok: false, text: w.mediaRequired });
    setBusy(true);
    try {
      const mediaType = kindOf(file.type);
      const { requestPresignedUpload } = await gql<{
        requestPresignedUpload: {
          presignedUpload: { url: string; fields: Record<string, string> | null; fileUrl: string };
        };
      }>(
        'mutation($f: String!, $c: String!, $d: String) { requestPresignedUpload(filename: $f, contentType: $c, folder: $d) { presignedUpload { url fields fileUrl } } }',
        { f: file.name, c: file.type, d: FOLDERS[mediaType] ?? null },
      );
      const upload = requestPresignedUpload.presignedUpload;
      const put = await fetch(upload.url, {
        method: 'PUT',
        headers: { ...(upload.fields ?? {}), 'Content-Type': file.type },
        body: file,
      }).catch(() => null);
      if (!put?.ok) throw new Error(w.uploadFailed);
      const mediaUrl = upload.fileUrl;
      await gql(
        'mutation($u: ID!, $t: String!, $m: String!, $c: String) { submitParticipation(unitId: $u, mediaType: $t, mediaUrl: $m, comment: $c) { participation { id status } } }',
        { u: lesson.id, t: mediaType, m: mediaUrl, c: comment || null },
      );
      setFile(null);
      setComment('');
      setMessage({ ok: true, text: w.participationSent });
      await onSent();
    } catch (err) {
      setMessage({ ok: false, text: (err as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card" onSubmit={send}>
      <h2>{w.participate}</h2>
      <label>
        {w.participationFile}
        <input type="file" accept={accept} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </label>
      <label>
        {w.participationComment}
        <textarea value={comment} onChange={(e) => setComment(e.target.value)} rows={2} />
      </label>
      <button type="submit" className="primary" disabled={busy}>
        {w.sendParticipation}
      </button>
      {message ? (
        <p className={message.ok ? 'notice' : 'error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      ) : null}
    </form>
  );
}
