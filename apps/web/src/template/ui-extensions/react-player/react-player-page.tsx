import { useId, useState, type SyntheticEvent } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { Pause, Play, Volume2, VolumeX, type Icon } from 'react-feather';
import ReactPlayer from 'react-player';
import { DemoCard } from '../shared/demo-card.tsx';
import { DemoPage } from '../shared/demo-page.tsx';
import chime from './media/chime.ogg';
import intro from './media/intro.webm';
import { formatTime } from './time.ts';
import { useExt } from '../shared/use-ext.ts';
import { SelectField } from '../../shared/select-field.tsx';
import { SwitchToggle } from '../../shared/switch-toggle.tsx';

const RATES = [0.5, 1, 1.5, 2];

/** A button that switches one setting on and off, showing what pressing it will do. */
function ToggleButton({
  pressed,
  onToggle,
  icon: I,
  label,
  variant,
}: {
  pressed: boolean;
  onToggle: () => void;
  icon: Icon;
  label: string;
  variant?: string;
}) {
  return (
    <Button variant={variant} onClick={onToggle} aria-pressed={pressed}>
      <I size={16} className="me-1" aria-hidden="true" />
      {label}
    </Button>
  );
}

export function ReactPlayerPage() {
  const k = useExt('player');
  const id = useId();
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [volume, setVolume] = useState(0.8);
  const [rate, setRate] = useState(1);
  const [loop, setLoop] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [audioPlaying, setAudioPlaying] = useState(false);

  const onTime = (e: SyntheticEvent<HTMLVideoElement>) => setTime(e.currentTarget.currentTime);
  const onDuration = (e: SyntheticEvent<HTMLVideoElement>) => setDuration(e.currentTarget.duration);
  const state = playing ? 'playing' : time > 0 ? 'paused' : 'stopped';

  return (
    <DemoPage>
      <DemoCard col="col-lg-8" title={k('videoTitle')} text={k('videoText')}>
        <div className="ext-player mb-3">
          <ReactPlayer
            src={intro}
            {...{ playing, muted, volume }}
            playbackRate={rate}
            loop={loop}
            controls
            width="100%"
            height="100%"
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
            onEnded={() => setPlaying(false)}
            onTimeUpdate={onTime}
            onDurationChange={onDuration}
            aria-label={k('videoLabel')}
          />
        </div>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <ToggleButton
            pressed={playing}
            onToggle={() => setPlaying((p) => !p)}
            icon={playing ? Pause : Play}
            label={playing ? k('pause') : k('play')}
          />
          <ToggleButton
            variant="outline-secondary"
            pressed={muted}
            onToggle={() => setMuted((m) => !m)}
            icon={muted ? VolumeX : Volume2}
            label={muted ? k('unmute') : k('mute')}
          />
          <Badge
            bg={playing ? 'success' : 'secondary'}
            className="ms-auto"
            data-testid="player-state"
            role="status"
          >
            {k(`state.${state}`)}
          </Badge>
          <span className="small text-body-secondary">
            {formatTime(time)} / {formatTime(duration)}
          </span>
        </div>
        <ProgressBar
          now={duration ? (time / duration) * 100 : 0}
          style={{ height: 6 }}
          aria-label={k('position')}
          className="mb-3"
        />
        <div className="row g-3">
          <Form.Group className="col-sm-5" controlId={`${id}-vol`}>
            <Form.Label>{k('volume', { value: Math.round(volume * 100) })}</Form.Label>
            <Form.Range
              min={0}
              max={1}
              step={0.05}
              value={volume}
              onChange={(e) => setVolume(Number(e.target.value))}
            />
          </Form.Group>
          <SelectField
            className="col-sm-4"
            controlId={`${id}-rate`}
            label={k('speed')}
            value={rate}
            onChange={(e) => setRate(Number(e.target.value))}
            options={RATES.map((r) => ({ value: r, label: `${r}×` }))}
          />
          <div className="col-sm-3 d-flex align-items-end">
            <SwitchToggle id={`${id}-loop`} label={k('loop')} checked={loop} onChange={setLoop} />
          </div>
        </div>
      </DemoCard>
      <DemoCard col="col-lg-4" title={k('audioTitle')} text={k('audioText')}>
        <ReactPlayer
          src={chime}
          playing={audioPlaying}
          controls
          width="100%"
          height={54}
          onPlay={() => setAudioPlaying(true)}
          onPause={() => setAudioPlaying(false)}
          onEnded={() => setAudioPlaying(false)}
          aria-label={k('audioLabel')}
        />
        <Button
          variant="outline-primary"
          className="mt-3"
          onClick={() => setAudioPlaying((p) => !p)}
        >
          {audioPlaying ? k('pause') : k('play')}
        </Button>
        <hr />
        <h3 className="h6">{k('aboutTitle')}</h3>
        <p className="small text-body-secondary mb-0">{k('aboutText')}</p>
      </DemoCard>
    </DemoPage>
  );
}
