names-solitaire = solitaire
names-coop = co-op, { $seats } seats
names-duel = Duel
names-professional = professional
names-professional-small = professional, smaller hands
names-on-fire = On Fire
