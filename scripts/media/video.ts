/** Encodes raw RGB frames to a muted, web-ready H.264 MP4 by piping them into ffmpeg. */
import { spawn, spawnSync } from 'node:child_process';
import { STAND_IN_MARKER } from './standIn.ts';

export function ffmpegAvailable(): boolean {
  const probe = spawnSync('ffmpeg', ['-hide_banner', '-version'], { stdio: 'ignore' });
  return probe.status === 0;
}

export interface VideoSpec {
  width: number;
  height: number;
  fps: number;
  frames: number;
  /** Average bitrate in kbit/s; with the frame count this sets the file's weight. */
  kbps: number;
}

export async function encodeMp4(outFile: string, spec: VideoSpec, frame: (index: number) => Buffer): Promise<void> {
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    '-s',
    `${spec.width}x${spec.height}`,
    '-r',
    String(spec.fps),
    '-i',
    '-',
    // No audio track at all (not a silent one): browsers autoplay muted video, and it is lighter.
    '-an',
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-profile:v',
    'high',
    '-pix_fmt',
    'yuv420p',
    // Plain average bitrate: adding a VBV cap (-maxrate/-bufsize) makes threaded x264 output
    // differ from run to run, and the slow, smooth pan has no bursts worth capping.
    '-b:v',
    `${spec.kbps}k`,
    // A keyframe every two seconds keeps seeking and the loop restart cheap.
    '-g',
    String(spec.fps * 2),
    // Same input, same bytes: no encoder version string or timestamps in the file.
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
    '-map_metadata',
    '-1',
    '-metadata',
    `comment=${STAND_IN_MARKER}`,
    // moov box first, so the browser can start playing before the whole file has arrived.
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    outFile,
  ];
  const ffmpeg = spawn('ffmpeg', args, { stdio: ['pipe', 'ignore', 'pipe'] });
  let stderr = '';
  ffmpeg.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve, reject) => {
    ffmpeg.on('error', reject);
    ffmpeg.on('close', resolve);
  });
  for (let i = 0; i < spec.frames; i++) {
    if (!ffmpeg.stdin.write(frame(i))) await new Promise((resolve) => ffmpeg.stdin.once('drain', resolve));
  }
  ffmpeg.stdin.end();
  const code = await exited;
  if (code !== 0) throw new Error(`ffmpeg failed (exit ${code}): ${stderr.trim()}`);
}
