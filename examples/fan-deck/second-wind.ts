// A house rule as a module file: "Second Wind". At the start of his turn, a character down to his
// last life rolls a die; on a 5 or 6 he heals 1 life. Written against talisman-sim's public API only.
import { houseRule, withHooks } from 'talisman-sim';

export default houseRule({
  id: 'second-wind',
  desc: 'Second Wind (fan rule): at the start of his turn a character on 1 life heals 1 on a roll of 5 or 6.',
  apply: (r) => withHooks(r, {
    turnStart: (g, p) => {
      if (p.lives !== 1) return;
      const die = g.rollDie(p);
      g.say(`second wind: ${p.character} rolls ${die}`);
      if (die >= 5) g.heal(p, 1);
    },
  }),
});
