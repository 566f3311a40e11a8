/** The key of the Emotion cache: class names and `data-emotion` tags start with it, on the server and in the browser. */
export const EMOTION_KEY = 'css';
