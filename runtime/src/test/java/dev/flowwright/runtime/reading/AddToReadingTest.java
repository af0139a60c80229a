package dev.flowwright.runtime.reading;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;

/** Adding to a list, however it is worded, and what is not adding to a list. */
class AddToReadingTest {
    private final AddToReading reading = new AddToReading();

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            add "milk" to the shopping list                      | milk        | the shopping list
            please add milk to my shopping list                  | milk        | my shopping list
            milk should be added to the shopping list            | milk        | the shopping list
            to the shopping list, add "milk"                     | milk        | the shopping list
            put milk on the shopping list                        | milk        | the shopping list
            append "Call Bo" to the to-do list                   | Call Bo     | the to-do list
            add an item "eggs" to the list                       | eggs        | the list
            add "bread" as a new item to the list                | bread       | the list
            add the Trail shoe to the cart                       | the Trail shoe | the cart
            include ${item} in the basket                        | ${item}     | the basket
            add "foo" to the field limited to 5 values           | foo         | the field limited to 5 values
            please add jane@example.org to the email addresses   | jane@example.org | the email addresses
            "urgent" should be added to the labels               | urgent      | the labels
            add B-12 to the watch list                           | B-12        | the watch list
            to the recipients, add ada@example.org               | ada@example.org | the recipients
            add Ada to the recipients                            | Ada         | the recipients
            """)
    void addingToAListIsAddTo(String step, String text, String list) {
        Intent.AddTo add = Parts.only(step, Intent.AddTo.class);
        assertThat(add.text().text()).isEqualTo(text);
        assertThat(add.list().phrase()).isEqualTo(list);
    }

    @Test
    void severalQuotedTextsOrAListWithCommasAreOneAddEach() {
        assertThat(Parts.all("add \"milk\" and \"eggs\" to the shopping list")).extracting(i -> ((Intent.AddTo) i).text().text())
                .containsExactly("milk", "eggs");
        assertThat(Parts.all("add milk, eggs and bread to the list")).extracting(i -> ((Intent.AddTo) i).text().text())
                .containsExactly("milk", "eggs", "bread");
        assertThat(Parts.all("add salt and pepper to the list")).extracting(i -> ((Intent.AddTo) i).text().text())
                .containsExactly("salt and pepper");
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @ValueSource(strings = {"add to cart", "add 2 to the quantity", "add a new contact", "add salt to taste", "click Add to list",
            "add the numbers", "enter milk into the search box", "add milk",
            "add a comment to the request", "add 3 to the total", "add the card to my wallet"})
    void otherStepsAreNotAddingToAList(String step) {
        assertThat(reading.read(step)).isEmpty();
    }
}
