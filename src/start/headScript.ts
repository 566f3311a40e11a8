import { eventRecords } from '../../content/events.ts';
import { PHASES_ATTRIBUTE } from '../events/phaseKeys.ts';
import { eventWindow } from '../events/schedule.ts';
import * as markup from '../ui/markup.ts';

/** Every event's window as instants; `null` for a monthly event's end, which never comes. */
const windows: Record<string, [number, number | null]> = {};
for (const { slug, schedule } of Object.values(eventRecords)) {
  const { start, end } = eventWindow(schedule);
  windows[slug] = [start, Number.isFinite(end) ? end : null];
}

/** Each event's phase at the visitor's time, on <html> before the first paint (src/events/phaseKeys.ts). */
export const PHASE_SCRIPT =
  `(function(){var w=${JSON.stringify(windows)},n=Date.now(),k=[],s,e;` +
  `for(s in w){e=w[s];k.push(s+":"+(n<e[0]?"upcoming":e[1]===null||n<e[1]?"ongoing":"past"))}` +
  `document.documentElement.setAttribute("${PHASES_ATTRIBUTE}",k.join(" "))})()`;

/**
 * What holds the visitor's input inside an island until it is hydrated (a slow phone shows the page
 * well before): a copy button copies at once, inside the visitor's own tap (where Safari and Firefox
 * allow the clipboard), its feedback shown on hydration; a form that posts is held (never sent by the
 * browser, which would put the answers in the address), marked on <html>, and sent once by the island;
 * a tap on another button is replayed once; typed text and ticks are handed over (hydration.ts). Links,
 * popovers and downloads are HTML and work alone. Events it handles go no further, so React never acts
 * on them twice; a hydrated island is left alone.
 */
export const HELD_INPUT_SCRIPT = [
  '(function(){',
  `var d=document,q=window.${markup.HELD_INPUT}={fields:[],copies:[],clicks:[],submits:[]};`,
  `function island(e){var t=e.target,p=t.closest&&t.closest("[${markup.ISLAND_ATTRIBUTE}]");`,
  `return p&&!p.hasAttribute("${markup.HYDRATED_ATTRIBUTE}")?p:null}`,
  // What is typed or ticked, as the visitor leaves it (an island's first render may write a field back).
  'function field(e){var t=e.target,i,f;if(!island(e)||!/^(INPUT|TEXTAREA)$/.test(t.tagName))return;',
  'for(i=0;i<q.fields.length;i++)if(q.fields[i].element===t)f=q.fields[i];',
  'if(!f)q.fields.push(f={element:t});f.value=t.value;f.checked=t.checked}',
  'd.addEventListener("input",field,true);d.addEventListener("change",field,true);',
  // A prompt's text as its copy button gives it, blanks filled (src/prompts/promptPlaceholders.ts).
  'function text(s){var c=s.cloneNode(true),a=s.querySelectorAll("textarea"),b=c.querySelectorAll("textarea"),m={},i,p;',
  'function v(i){return/\\S/.test(a[i].value)?a[i].value:""}',
  'for(i=0;i<a.length;i++){p=a[i].placeholder;if(p.charAt(0)==="["&&v(i)&&!m[p])m[p]=v(i)}',
  'for(i=0;i<a.length;i++){p=a[i].placeholder;b[i].replaceWith(v(i)||(p.charAt(0)==="["&&m[p])||p)}',
  'return c.textContent}',
  'd.addEventListener("click",function(e){',
  'if(!island(e)||!e.target.closest)return;',
  `var t=e.target.closest("[${markup.COPY_FROM_ATTRIBUTE}],[${markup.COPY_LINK_ATTRIBUTE}],[${markup.COPY_TEXT_ATTRIBUTE}],button");`,
  'if(!t||t.disabled||t.type==="submit"||t.hasAttribute("popovertarget"))return;',
  `var f=t.getAttribute("${markup.COPY_FROM_ATTRIBUTE}"),s=f?d.getElementById(f):null,l=t.getAttribute("${markup.COPY_LINK_ATTRIBUTE}"),`,
  `x=s?text(s):l!==null?new URL(l,location.href).href:t.getAttribute("${markup.COPY_TEXT_ATTRIBUTE}");`,
  'e.preventDefault();e.stopPropagation();',
  'if(x===null){if(q.clicks.indexOf(t)<0)q.clicks.push(t);return}',
  'var c=navigator.clipboard;',
  'q.copies.push({element:t,done:c&&c.writeText?c.writeText(x).then(function(){return true},function(){return false}):Promise.resolve(false)})',
  '},true);',
  // Only forms that post answers are held; a search form (GET) goes to its address as usual.
  'd.addEventListener("submit",function(e){',
  'if(!island(e)||e.target.method!=="post")return;',
  'e.preventDefault();e.stopPropagation();',
  'if(q.submits.indexOf(e.target)<0)q.submits.push(e.target);',
  `d.documentElement.setAttribute("${markup.HELD_SUBMIT_ATTRIBUTE}","")`,
  '},true)',
  '})();',
].join('');

/**
 * The one inline script of every page, first in its <head>: the events' phases, then the held input.
 * Its text depends only on content/ and code, so the Content-Security-Policy allows it by its hash.
 */
export const HEAD_SCRIPT = `${PHASE_SCRIPT};${HELD_INPUT_SCRIPT}`;
